import { formatDate } from '../../../shared/dates.ts';
import { isCalendarDate, todayInBrazil } from '../stores/settings.ts';

export { isCalendarDate, todayInBrazil };

const DAY = 86_400_000;
const toNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY;
const fromNumber = (n: number) => new Date(n * DAY).toISOString().slice(0, 10);

/** The day `n` days after `day` (YYYY-MM-DD). */
export const addDays = (day: string, n: number) => fromNumber(toNumber(day) + n);

/** Days from `from` to `to`, both included (empty when `to` is before `from`). */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let n = toNumber(from); n <= toNumber(to); n++) out.push(fromNumber(n));
  return out;
}

/** 2026-03-05 → 05/03/2026 (the one date helper, shared/dates.ts). */
export const brDate = (day: string) => formatDate(day);

/** "05/03/2026, 06/03/2026 e 07/03/2026". */
export function brDateList(days: readonly string[]): string {
  const list = days.map(brDate);
  return list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} e ${list[list.length - 1]}`;
}
