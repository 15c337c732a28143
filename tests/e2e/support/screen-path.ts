/** A path segment naming one record (a uuid, a code such as LST-20260001 or ART-20260031, a number): every record shows the same screen. */
const RECORD_SEGMENT = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[A-Z]{2,5}-\d+|\d+)$/i;

/** '/masking/:id' for /masking/260d8fcc-…: the screen a path shows, whichever record. */
export function screenPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => (RECORD_SEGMENT.test(segment) ? ':id' : segment))
    .join('/');
}
