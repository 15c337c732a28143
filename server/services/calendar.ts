/** Dates as the network's office sees them: Western Indonesia Time (UTC+7), weeks Monday to Sunday. */
const DAY = 86_400_000;
export const WIB_OFFSET_MINUTES = 7 * 60;

/** The seven dates (YYYY-MM-DD) of the ISO week around `now`, Monday first, in the given UTC offset. */
export function weekDates(now: Date, offsetMinutes = WIB_OFFSET_MINUTES): string[] {
  const local = new Date(now.getTime() + offsetMinutes * 60_000);
  const mondayIndex = (local.getUTCDay() + 6) % 7;
  const monday = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - mondayIndex);
  return Array.from({ length: 7 }, (_, i) => new Date(monday + i * DAY).toISOString().slice(0, 10));
}

/** 'YYYY-MM-DD' → 'MM-DD'. */
export const monthDay = (isoDate: string): string => isoDate.slice(5, 10);

/** 'MM-DD' → MMDD as a number (03-07 → 307), the shape of db/schema/people.ts birthMonthDay. */
export const monthDayNumber = (md: string): number => Number(md.slice(0, 2)) * 100 + Number(md.slice(3, 5));
