import { relativeTime, relativeTimeParts } from '@domus/shared/utils/relative-time.util';

/**
 * Spec §9's relative time in the page's language: English keeps the spec's own words ('3 days
 * ago', 'just now'); other languages word the same unit and count with the browser's
 * Intl.RelativeTimeFormat, and `justNow` (a web string) under a minute. '' for a date that is not one.
 */
export function relativeTimeLabel(date: string | Date, now: Date, locale: string, justNow: string): string {
  const parts = relativeTimeParts(date, now);
  if (parts === undefined) return '';
  if (parts === null) return justNow;
  if (locale === 'en' || locale.startsWith('en-')) return relativeTime(date, now);
  try {
    return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(-parts.count, parts.unit);
  } catch {
    // A language code the runtime does not know: the spec's English rather than nothing.
    return relativeTime(date, now);
  }
}
