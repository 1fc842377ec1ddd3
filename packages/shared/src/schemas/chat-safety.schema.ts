import { z } from 'zod';

// Scam-aware chat (issue 12): the rules that put a warning under a received message are data, a
// setting (`chat_safety_rules`) operators edit, checked by this schema wherever it is written.
//
// A pattern is a word or a phrase, never a regular expression: operators cannot write one that
// hangs the server (ReDoS) or fails to compile. It matches case-insensitively and ignoring accents,
// at word boundaries; the words of a phrase match across any run of spaces or punctuation
// ("western union" matches "Western-Union"); a `*` ending a word matches any ending ("gift card*"
// matches "gift cards"). The matcher is utils/chat-safety.util.ts.

export const SAFETY_RULES_MAX = 12;
export const SAFETY_PATTERNS_MAX = 40;
export const SAFETY_PATTERN_MAX_LENGTH = 60;
export const SAFETY_PATTERN_MAX_WORDS = 6;
export const SAFETY_LABEL_MAX_LENGTH = 80;
export const SAFETY_WARNING_MAX_LENGTH = 300;

/** Letters and digits of any script: what a pattern's words are made of. */
const WORD_CHAR = /[\p{L}\p{N}]/u;

/** The words of a pattern (lower case, `*` kept at a word's end), or why it is refused. */
export function patternWords(pattern: string): { words: string[] } | { error: string } {
  const words = pattern
    .toLowerCase()
    .split(/[^\p{L}\p{N}*]+/u)
    .filter((w) => w !== '');
  if (words.length === 0 || !words.some((w) => WORD_CHAR.test(w)))
    return { error: 'A pattern needs at least one letter or digit' };
  if (words.length > SAFETY_PATTERN_MAX_WORDS)
    return { error: `A pattern has at most ${SAFETY_PATTERN_MAX_WORDS} words` };
  for (const word of words) {
    const star = word.indexOf('*');
    if (star !== -1 && (star !== word.length - 1 || word.length < 3))
      return { error: 'A * may only end a word of at least 2 letters (e.g. "gift card*")' };
  }
  return { words };
}

const patternSchema = z
  .string()
  .trim()
  .min(2, 'A pattern has at least 2 characters')
  .max(SAFETY_PATTERN_MAX_LENGTH, `A pattern has at most ${SAFETY_PATTERN_MAX_LENGTH} characters`)
  .superRefine((value, ctx) => {
    const checked = patternWords(value);
    if ('error' in checked) ctx.addIssue({ code: 'custom', message: checked.error });
  });

export const chatSafetyRuleSchema = z.object({
  /** Stable machine code the clients may switch on (`payment_before_viewing`). */
  code: z
    .string()
    .trim()
    .regex(
      /^[a-z][a-z0-9_]{1,39}$/,
      'A code is 2 to 40 lower-case letters, digits or _, starting with a letter',
    ),
  /** What the console lists the rule as. */
  label: z.string().trim().min(1, 'A label is required').max(SAFETY_LABEL_MAX_LENGTH),
  patterns: z
    .array(patternSchema)
    .min(1, 'A rule needs at least one pattern')
    .max(SAFETY_PATTERNS_MAX, `A rule has at most ${SAFETY_PATTERNS_MAX} patterns`),
  /** The words the receiver reads under a matching message. */
  warning: z.string().trim().min(1, 'A warning is required').max(SAFETY_WARNING_MAX_LENGTH),
});

/** The rules, in the order their warnings are shown; codes are unique. A form may send JSON text. */
export const chatSafetyRulesSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  },
  z
    .array(chatSafetyRuleSchema)
    .max(SAFETY_RULES_MAX, `At most ${SAFETY_RULES_MAX} rules`)
    .superRefine((rules, ctx) => {
      const seen = new Set<string>();
      rules.forEach((rule, index) => {
        if (seen.has(rule.code))
          ctx.addIssue({ code: 'custom', path: [index, 'code'], message: `Duplicate code ${rule.code}` });
        seen.add(rule.code);
      });
    }),
);

export type ChatSafetyRule = z.output<typeof chatSafetyRuleSchema>;

/** What a received message carries for each rule it matched (contract addition, issue 12). */
export interface SafetyWarning {
  code: string;
  text: string;
}
