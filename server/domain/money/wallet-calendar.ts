import { formatDate } from '../../../shared/dates.ts';
import { addDays, localDay } from '../stores/views.ts';

/**
 * Business days for cash-outs (docs/payouts-and-plans.md, "Wallet and cash-outs"): Monday to Friday,
 * except the days Brazilian banks do not settle transfers — the national holidays and the movable
 * bank holidays (Carnaval Monday and Tuesday, Good Friday, Corpus Christi). Days are YYYY-MM-DD in
 * São Paulo time.
 */

const FIXED_HOLIDAYS = ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '11-20', '12-25'];

/** Easter Sunday of `year` (Meeus/Jones/Butcher), as YYYY-MM-DD. */
export function easter(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const movableCache = new Map<number, Set<string>>();

function movableHolidays(year: number): Set<string> {
  let days = movableCache.get(year);
  if (!days) {
    const e = easter(year);
    days = new Set([addDays(e, -48), addDays(e, -47), addDays(e, -2), addDays(e, 60)]);
    movableCache.set(year, days);
  }
  return days;
}

/** A real calendar day written YYYY-MM-DD. */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day;
}

export function isBusinessDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  if (FIXED_HOLIDAYS.includes(day.slice(5))) return false;
  return !movableHolidays(Number(day.slice(0, 4))).has(day);
}

/**
 * The `n`-th business day after `day` (a request on Friday with n = 1: Monday); n = 0: `day` itself
 * when it is a business day, else the next one.
 */
export function addBusinessDays(day: string, n: number): string {
  let current = day;
  if (n <= 0) {
    while (!isBusinessDay(current)) current = addDays(current, 1);
    return current;
  }
  for (let left = n; left > 0; ) {
    current = addDays(current, 1);
    if (isBusinessDay(current)) left--;
  }
  return current;
}

/** Today in São Paulo. */
export const today = (now: Date): string => localDay(now);

/** `YYYY-MM-DD` as the pt-BR user reads it: dd/mm/aaaa (the one date helper, shared/dates.ts). */
export const brDate = (day: string): string => formatDate(day);
