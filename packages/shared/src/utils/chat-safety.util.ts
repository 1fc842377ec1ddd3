import { type ChatSafetyRule, patternWords, type SafetyWarning } from '../schemas/chat-safety.schema';

// The scam-rule matcher. Text and patterns are cut into words (runs of letters and digits, case
// and accents folded); a pattern matches where its words follow each other in the text, a word
// ending in `*` matching any word it begins. No regular expression is built from what operators
// type, and the patterns are indexed by their first word, so a message costs a few lookups per
// word whatever the rules say. Compile once per rule set (the API keeps the last one).

/** Lower case, accents removed: "Dépôt" reads as "depot", in the text and in the patterns alike. */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

function wordsOf(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
}

interface Word {
  text: string;
  prefix: boolean;
}

interface Pattern {
  rule: number;
  words: Word[];
}

const wordMatches = (word: Word, token: string | undefined) =>
  token !== undefined && (word.prefix ? token.startsWith(word.text) : token === word.text);

export type SafetyMatcher = (text: string | null | undefined) => SafetyWarning[];

/** The rules as a function from a message's text to the warnings it earns, in rule order. */
export function compileSafetyRules(rules: readonly ChatSafetyRule[]): SafetyMatcher {
  /** Patterns by their exact first word, and by the beginning a `*` first word asks for. */
  const byWord = new Map<string, Pattern[]>();
  const byPrefix = new Map<string, Pattern[]>();
  rules.forEach((rule, index) => {
    for (const source of rule.patterns) {
      const checked = patternWords(foldText(source));
      if ('error' in checked) continue;
      const words = checked.words.map((w) =>
        w.endsWith('*') ? { text: w.slice(0, -1), prefix: true } : { text: w, prefix: false },
      );
      const first = words[0] as Word;
      const table = first.prefix ? byPrefix : byWord;
      table.set(first.text, [...(table.get(first.text) ?? []), { rule: index, words }]);
    }
  });
  const prefixLengths = [...new Set([...byPrefix.keys()].map((p) => p.length))];

  return (text) => {
    if (!text) return [];
    const tokens = wordsOf(text);
    const hit = new Set<number>();
    const tryAll = (patterns: Pattern[] | undefined, at: number) => {
      for (const pattern of patterns ?? []) {
        if (hit.has(pattern.rule)) continue;
        if (pattern.words.every((word, j) => wordMatches(word, tokens[at + j]))) hit.add(pattern.rule);
      }
    };
    for (let at = 0; at < tokens.length && hit.size < rules.length; at++) {
      const token = tokens[at] as string;
      tryAll(byWord.get(token), at);
      for (const length of prefixLengths) {
        if (length <= token.length) tryAll(byPrefix.get(token.slice(0, length)), at);
      }
    }
    return rules
      .filter((_, index) => hit.has(index))
      .map((rule) => ({ code: rule.code, text: rule.warning }));
  };
}
