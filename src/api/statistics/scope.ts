/** HQ calls the statistics unprefixed; everyone else under office/, scoped to their offices by the server (§7). */
export function statisticsPath(isHQ: boolean, path: string): string {
  return isHQ ? path : `office/${path}`;
}

export const scopeOf = (isHQ: boolean) => (isHQ ? 'hq' : 'office');
