import { describe, expect, it } from 'vitest';
import { DEFAULT_CHAT_SAFETY_RULES } from '../constants/chat-safety.constants';
import { chatSafetyRulesSchema } from '../schemas/chat-safety.schema';
import { compileSafetyRules } from './chat-safety.util';

const match = compileSafetyRules(DEFAULT_CHAT_SAFETY_RULES);
const codes = (text: string) => match(text).map((w) => w.code);

describe('the default scam rules', () => {
  it('are valid settings data', () => {
    expect(chatSafetyRulesSchema.parse(DEFAULT_CHAT_SAFETY_RULES)).toEqual(DEFAULT_CHAT_SAFETY_RULES);
  });

  it.each([
    ['Please send the deposit before the viewing, I am abroad', ['payment_before_viewing']],
    ['A holding deposit secures it', ['payment_before_viewing']],
    ['I can send you the keys by post', ['payment_before_viewing']],
    ['Un acompte est demandé avant la visite', ['payment_before_viewing']],
    ['Pay by Western-Union please', ['wire_transfer']],
    ['WIRE TRANSFER only', ['wire_transfer']],
    ['We accept Bitcoins or USDT', ['wire_transfer']],
    ['Par virement bancaire', ['wire_transfer']],
    ['Buy 3 Gift Cards and send the codes', ['gift_cards']],
    ['steam cards are fine', ['gift_cards']],
    ['Une carte cadeau suffit', ['gift_cards']],
    ['Add me on WhatsApp', ['off_platform']],
    ['whats-app me', ['off_platform']],
    ['Text me at the number below', ['off_platform']],
    ['E-mail me the documents', ['off_platform']],
    [
      'Deposit before viewing by bank transfer, then email me',
      ['payment_before_viewing', 'wire_transfer', 'off_platform'],
    ],
  ])('flags %j', (text, expected) => {
    expect(codes(text)).toEqual(expected);
  });

  it.each([
    'Is it still available?',
    'The viewing is on Saturday at 10',
    'Deposits are usual after signing the lease',
    'The wiring was redone last year',
    'The crypt under the church is lovely',
    'Telegraph Hill is close by',
    'A gift for your new home',
    'Context matters: textbook case',
    '',
  ])('leaves %j alone', (text) => {
    expect(codes(text)).toEqual([]);
  });

  it('answers each matched rule once, with its code and warning text', () => {
    const warnings = match('whatsapp whatsapp telegram');
    expect(warnings).toEqual([{ code: 'off_platform', text: DEFAULT_CHAT_SAFETY_RULES[3]?.warning }]);
    expect(match(null)).toEqual([]);
  });
});

describe('compileSafetyRules', () => {
  const rule = (patterns: string[]) => [{ code: 'r', label: 'R', patterns, warning: 'W' }];

  it('matches words at word boundaries, accents and case folded, * as any ending', () => {
    const m = compileSafetyRules(rule(['dépôt', 'pay*', 'two words']));
    expect(m('DEPOT now').length).toBe(1);
    expect(m('dépôts').length).toBe(0);
    expect(m('payment please').length).toBe(1);
    expect(m('prepay').length).toBe(0);
    expect(m('two   --  words').length).toBe(1);
    expect(m('twowords').length).toBe(0);
  });

  it('reads regular expression characters as plain text', () => {
    const m = compileSafetyRules(rule(['a.b', '(x+)+y']));
    expect(m('a b').length).toBe(1);
    expect(m('aXb').length).toBe(0);
    expect(m('x y').length).toBe(1);
    expect(m('xxxx').length).toBe(0);
  });

  it('works in other scripts', () => {
    const m = compileSafetyRules(rule(['واتساب', 'предоплата']));
    expect(m('راسلني على واتساب').length).toBe(1);
    expect(m('нужна Предоплата').length).toBe(1);
  });

  it('stays fast with the largest rule set on long text', () => {
    const rules = Array.from({ length: 12 }, (_, r) => ({
      code: `rule_${r}`,
      label: 'L',
      patterns: Array.from({ length: 40 }, (_, p) => `wor* an* mo* wo* aa* b${r}${p}*`),
      warning: 'W',
    }));
    const m = compileSafetyRules(chatSafetyRulesSchema.parse(rules));
    const started = performance.now();
    m('word and more words aa '.repeat(220));
    m('a '.repeat(2500));
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('chatSafetyRulesSchema', () => {
  const valid = { code: 'ok_rule', label: 'OK', patterns: ['fine'], warning: 'Careful' };
  const refused = (rules: unknown) => chatSafetyRulesSchema.safeParse(rules).success;

  it('accepts rules given as JSON text (a form field)', () => {
    expect(chatSafetyRulesSchema.parse(JSON.stringify([valid]))).toEqual([valid]);
  });

  it.each([
    ['a bad code', [{ ...valid, code: 'Bad Code' }]],
    ['no patterns', [{ ...valid, patterns: [] }]],
    ['a pattern of punctuation', [{ ...valid, patterns: ['!!'] }]],
    ['a * inside a word', [{ ...valid, patterns: ['gi*ft'] }]],
    ['a lone *', [{ ...valid, patterns: ['a *'] }]],
    ['a too long pattern', [{ ...valid, patterns: ['x'.repeat(61)] }]],
    ['too many words', [{ ...valid, patterns: ['a b c d e f g'] }]],
    ['too many patterns', [{ ...valid, patterns: Array.from({ length: 41 }, (_, i) => `p${i}`) }]],
    ['an empty warning', [{ ...valid, warning: ' ' }]],
    ['duplicate codes', [valid, valid]],
    ['too many rules', Array.from({ length: 13 }, (_, i) => ({ ...valid, code: `r${i}x` }))],
    ['not a list', 'nonsense'],
  ])('refuses %s', (_, rules) => {
    expect(refused(rules)).toBe(false);
  });
});
