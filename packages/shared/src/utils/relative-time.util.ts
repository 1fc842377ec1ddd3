// Relative times, durations and truncation for display. The server only ever sends ISO
// timestamps; these turn them into text.

const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
const DAY_S = 24 * HOUR_S;

// Calendar-free approximations on purpose (a year is 365 days, a month 30).
const RELATIVE_UNITS: readonly { name: RelativeUnit; seconds: number }[] = [
  { name: 'year', seconds: 365 * DAY_S },
  { name: 'month', seconds: 30 * DAY_S },
  { name: 'week', seconds: 7 * DAY_S },
  { name: 'day', seconds: DAY_S },
  { name: 'hour', seconds: HOUR_S },
  { name: 'minute', seconds: MINUTE_S },
  { name: 'second', seconds: 1 },
];

function countOf(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

export type RelativeUnit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute' | 'second';

/**
 * The largest whole unit that has elapsed since `date` ({unit: 'day', count: 3}); null under a
 * minute and for future dates ('just now'), undefined for an unparseable date. The words are the
 * caller's: relativeTime gives the spec's English, other languages format the parts themselves.
 */
export function relativeTimeParts(
  date: string | Date,
  now: Date = new Date(),
): { unit: RelativeUnit; count: number } | null | undefined {
  const then = date instanceof Date ? date : new Date(date);
  const elapsedS = Math.floor((now.getTime() - then.getTime()) / 1000);
  if (Number.isNaN(elapsedS)) return undefined;
  if (elapsedS < MINUTE_S) return null;
  for (const unit of RELATIVE_UNITS) {
    const count = Math.floor(elapsedS / unit.seconds);
    if (count >= 1) return { unit: unit.name, count };
  }
  return null;
}

/**
 * '3 days ago', '1 hour ago'; 'just now' under a minute and for future dates (clock skew between
 * server and browser must not print "in 2 seconds"). An unparseable date gives ''.
 */
export function relativeTime(date: string | Date, now: Date = new Date()): string {
  const parts = relativeTimeParts(date, now);
  if (parts === undefined) return '';
  if (parts === null) return 'just now';
  return `${countOf(parts.count, parts.unit)} ago`;
}

/** Whole numbers as they are, fractions with one decimal: 30, 1.5. */
function formatCount(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function countWithUnit(value: number, unit: string): string {
  const text = formatCount(value);
  return `${text} ${unit}${text === '1' ? '' : 's'}`;
}

/**
 * Package durations are stored in hours: 24 h or more shows in days ('30 days', '1 day'),
 * less in hours ('12 hours', '1 hour'). No duration (null) means the package never ends.
 */
export function formatDurationHours(hours: number | null): string {
  if (hours === null) return 'Lifetime';
  return hours >= 24 ? countWithUnit(hours / 24, 'day') : countWithUnit(hours, 'hour');
}

/**
 * Cuts `text` to at most `max` characters, the ellipsis included, when it is longer. Counts code
 * points so an emoji or other astral character is never split into a lone surrogate.
 */
export function truncate(text: string | null | undefined, max: number): string {
  if (!text) return '';
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  if (max < 1) return '';
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}
