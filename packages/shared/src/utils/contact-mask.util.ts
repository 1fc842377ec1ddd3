// Contact masking in chat (issue 12): phone numbers and email addresses a new member types are
// hidden from the other side until it replies. Detection resists the usual evasions (spaces and
// dots between digits, "name at gmail dot com", "(at)", spelled-out digits) and leaves prices,
// areas, ranges and dates alone. Every expression below is linear: character classes next to each
// other never overlap, and matches start only at word beginnings.

export const CONTACT_MASK = '[hidden]';

const LABEL = '[\\p{L}\\p{N}_%+\\-]+';
const BRACKET = (word: string) => `\\s*[(\\[{<]\\s*${word}\\s*[)\\]}>]\\s*`;
const DOT_WORD = `(?:${BRACKET('dot')}|\\s+dot\\s+)`;
const AT_SYMBOL = `(?:\\s*@\\s*|${BRACKET('@')})`;
const AT_WORD = `(?:${BRACKET('at')}|\\s+at\\s+)`;
/** Mail providers named without their ending ("sam at gmail"). */
const PROVIDER =
  '(?:gmail|googlemail|yahoo|hotmail|outlook|icloud|protonmail|aol|gmx|yandex|zoho|rediffmail)';
/**
 * Endings accepted after a spelled "at": common ones that are not everyday words, so "I am at
 * home. It is" is not an address ("it", "in", "me", "us"… are left out on purpose).
 */
const KNOWN_TLD =
  '(?:com|net|org|info|biz|io|co|uk|fr|de|es|ca|au|nz|za|ng|ke|ae|sa|eg|ma|pk|bd|lk|ru|br|mx|ar|cl|jp|cn|kr|sg|ph|edu|gov|online|xyz)';

/** "gmail.com", "gmail .com", "gmail . com", "gmail (dot) com", but not "gmail. Thanks" (a full stop). */
const SPACED_DOT = `(?:\\s*\\.(?!\\s)|\\s+\\.\\s+|${DOT_WORD})`;
const LOCAL = `(?<![\\p{L}\\p{N}._%+\\-])${LABEL}(?:(?:\\.|${DOT_WORD})${LABEL})*`;
const END = '(?![\\p{L}\\p{N}])';
const EMAIL_WITH_AT_SIGN = new RegExp(
  `${LOCAL}${AT_SYMBOL}(?:${LABEL}(?:${SPACED_DOT}${LABEL})*${SPACED_DOT}\\p{L}{2,24}|${PROVIDER})${END}`,
  'giu',
);
const EMAIL_WITH_AT_WORD = new RegExp(
  `${LOCAL}${AT_WORD}(?:${LABEL}(?:(?:\\.|${DOT_WORD})${LABEL})*(?:\\.|${DOT_WORD})${KNOWN_TLD}|${PROVIDER})${END}`,
  'giu',
);

/** Digits joined by at most three spaces, dots, dashes, slashes or brackets; an optional "+". */
const DIGIT_RUN = /(?<![\p{L}\p{N}])(?:\+\s*|\(\s*\+?\s*)?\d(?:[\s.\-/()]{0,3}\d)+\)?/gu;
const DIGIT_WORDS = '(?:zero|one|two|three|four|five|six|seven|eight|nine)';
const SPELLED_RUN = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${DIGIT_WORDS}|\\d)(?:[\\s.,\\-]{0,3}(?:${DIGIT_WORDS}|\\d))+${END}`,
  'giu',
);
const DIGIT_WORD = new RegExp(DIGIT_WORDS, 'giu');

/** Dates (2025-03-01, 01/03/2025, 1.3.25), unless part of a longer run of digits (a phone). */
const DATES = [
  /(?<![\d.\-/])\d{4}([-/.])\d{1,2}\1\d{1,2}(?!\d|[-/.]\d)/g,
  /(?<![\d.\-/])\d{1,2}([-/.])\d{1,2}\1\d{2,4}(?!\d|[-/.]\d)/g,
];

const CURRENCY_BEFORE =
  /(?:[$€£₹¥₦]|\b(?:rs\.?|inr|usd|eur|gbp|aed|kes|ngn|mad|price|prix|precio|budget))\s*$/iu;
const AMOUNT_AFTER =
  /^\s*(?:[$€£₹¥₦%]|(?:k|m|mn|cr|usd|eur|gbp|inr|aed|euros?|dollars?|rupees?|lakhs?|lacs?|crores?|sq|sqft|sqm|m2|m²|ft|km|acres?|hectares?|ha)(?![\p{L}\p{N}]))/iu;
/** 1 250 000 or 12.500.000 with one separator throughout and a round end: an amount. */
const GROUPED_AMOUNT = /^\d{1,3}(?:([ .\u00a0\u202f])\d{3})(?:\1\d{3})*$/u;

const MIN_PHONE_DIGITS = 8;
const MAX_PHONE_DIGITS = 24;

interface Span {
  start: number;
  end: number;
}

/** Whether a run of digits (with its surroundings) reads as a phone number rather than an amount. */
function isPhone(text: string, span: Span): boolean {
  const run = text.slice(span.start, span.end);
  const digits = run.replace(/\D/g, '');
  if (digits.length < MIN_PHONE_DIGITS || digits.length > MAX_PHONE_DIGITS) return false;
  // An international prefix says phone whatever comes around it.
  if (/^[(\s]*\+/.test(run) || (digits.startsWith('00') && /^[(\s]*00/.test(run))) return true;
  if (CURRENCY_BEFORE.test(text.slice(Math.max(0, span.start - 12), span.start))) return false;
  if (AMOUNT_AFTER.test(text.slice(span.end, span.end + 12))) return false;
  const trimmed = run.trim();
  if (GROUPED_AMOUNT.test(trimmed) && trimmed.endsWith('000')) return false;
  // Phones do not end in five zeros; amounts written without separators do.
  if (digits.endsWith('00000')) return false;
  if (/^\d{5}-\d{4}$/.test(trimmed)) return false; // a US ZIP+4 code
  // "1200-1500", "12000 - 15000": a range of two numbers of the same size, rising.
  const range = /^(\d{1,5})\s*[-–]\s*(\d{1,5})$/.exec(trimmed);
  if (range && range[1]?.length === range[2]?.length && Number(range[1]) < Number(range[2])) return false;
  return true;
}

/** Spans of `text` that are email addresses or phone numbers. */
export function findContacts(text: string): Span[] {
  const spans: Span[] = [];
  const collect = (regex: RegExp, source: string, keep: (span: Span) => boolean = () => true) => {
    regex.lastIndex = 0;
    for (const m of source.matchAll(regex)) {
      const span = { start: m.index, end: m.index + m[0].length };
      if (keep(span)) spans.push(span);
    }
  };
  collect(EMAIL_WITH_AT_SIGN, text);
  collect(EMAIL_WITH_AT_WORD, text);
  // Dates become letters (same length, so positions hold) before digits are looked at.
  let shadow = text;
  for (const date of DATES) shadow = shadow.replace(date, (d) => 'x'.repeat(d.length));
  collect(DIGIT_RUN, shadow, (span) => isPhone(shadow, span));
  collect(SPELLED_RUN, shadow, (span) => {
    const run = shadow.slice(span.start, span.end);
    const words = run.match(DIGIT_WORD)?.length ?? 0;
    const digits = words + run.replace(/\D/g, '').length;
    // Without spelled digits it is a plain run, judged above.
    return words >= 2 && digits >= MIN_PHONE_DIGITS && digits <= MAX_PHONE_DIGITS;
  });
  return merge(spans);
}

function merge(spans: Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Span[] = [];
  for (const span of sorted) {
    const last = out.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else out.push({ ...span });
  }
  return out;
}

/** The text with every phone number and email address replaced by `[hidden]`. */
export function maskContacts(text: string): { text: string; masked: boolean } {
  const spans = findContacts(text);
  if (spans.length === 0) return { text, masked: false };
  let out = '';
  let at = 0;
  for (const span of spans) {
    out += text.slice(at, span.start) + CONTACT_MASK;
    at = span.end;
  }
  return { text: out + text.slice(at), masked: true };
}
