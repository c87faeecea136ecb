/**
 * THE date helper of the marketplace, for the screens (lib/format.ts re-exports it) and for the
 * server's e-mails, PDFs and messages alike: dd/mm/aaaa, and hh:mm, in the São Paulo time zone, so a
 * date reads the same on the server that renders the page, in every browser that hydrates it, and in
 * what a buyer or seller receives. Plain module: no DOM, no React.
 */

/** The marketplace's time zone. */
export const APP_TIME_ZONE = 'America/Sao_Paulo';

/*
 * The formatters are made on first use, not when the module loads: creating one loads ICU's locale
 * and time-zone data, work a page that shows no date (most of them) need not do while it comes to
 * life (docs/architecture.md, "Page load, measured").
 */
let formats: { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat; seconds: Intl.DateTimeFormat } | null =
  null;
function formatsOf() {
  formats ??= {
    date: new Intl.DateTimeFormat('pt-BR', {
      timeZone: APP_TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }),
    time: new Intl.DateTimeFormat('pt-BR', {
      timeZone: APP_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
    seconds: new Intl.DateTimeFormat('pt-BR', {
      timeZone: APP_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }),
  };
  return formats;
}

export type DateInput = Date | string | number | null | undefined;

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * São Paulo has kept UTC−3 all year since this instant, the end of its last daylight saving time
 * (Decree 9.772/2019 abolished it): 2019-02-17 00:00 at UTC−2.
 */
const FIXED_OFFSET_SINCE = Date.UTC(2019, 1, 17, 2);
const OFFSET_MS = 3 * 60 * 60 * 1000;

/**
 * The São Paulo wall clock of `date` as the UTC fields of a shifted Date, for any instant since
 * FIXED_OFFSET_SINCE; null before it (Intl's time-zone rules then decide). Written out because
 * creating the first Intl.DateTimeFormat with a time zone loads ICU's zone and locale data: 15 ms of
 * the product and store pages' hydration on this machine, 60–68 ms on Lighthouse's simulated phone
 * (docs/architecture.md). tests/js/format-intl.test.ts checks it against Intl hour by hour over years,
 * so a time-zone rule change in the runtime's data (daylight saving back) fails the tests.
 */
function fixedOffsetClock(date: Date): Date | null {
  const t = date.getTime();
  return t >= FIXED_OFFSET_SINCE ? new Date(t - OFFSET_MS) : null;
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * dd/mm/aaaa ("04/03/2025"); a Date, an ISO string or a timestamp. A bare YYYY-MM-DD is a calendar
 * date and is read without a time-zone shift. Empty or invalid input gives ''.
 */
export function formatDate(value: DateInput): string {
  if (typeof value === 'string') {
    const day = CALENDAR_DAY.exec(value);
    if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  }
  const date = toDate(value);
  if (!date) return '';
  const local = fixedOffsetClock(date);
  return local
    ? `${two(local.getUTCDate())}/${two(local.getUTCMonth() + 1)}/${local.getUTCFullYear()}`
    : formatsOf().date.format(date);
}

/** hh:mm, 24-hour ("09:05"); '' for empty or invalid input. */
export function formatTime(value: DateInput, withSeconds = false): string {
  const date = toDate(value);
  if (!date) return '';
  const local = fixedOffsetClock(date);
  if (!local) return (withSeconds ? formatsOf().seconds : formatsOf().time).format(date);
  const time = `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
  return withSeconds ? `${time}:${two(local.getUTCSeconds())}` : time;
}

/** "dd/mm/aaaa hh:mm" (with `:ss` when asked); '' for empty or invalid input. */
export function formatDateTime(value: DateInput, withSeconds = false): string {
  const date = toDate(value);
  return date ? `${formatDate(date)} ${formatTime(date, withSeconds)}` : '';
}

/** Today's calendar date in São Paulo, YYYY-MM-DD (for comparisons, not for display). */
export function todayInSaoPaulo(now: Date = new Date()): string {
  const [d, m, y] = formatDate(now).split('/');
  return `${y}-${m}-${d}`;
}
