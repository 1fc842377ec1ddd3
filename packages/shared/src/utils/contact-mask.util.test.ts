import { describe, expect, it } from 'vitest';
import { CONTACT_MASK, maskContacts } from './contact-mask.util';

const H = CONTACT_MASK;

describe('maskContacts', () => {
  it.each([
    // Phone numbers, as people type them.
    ['Call me on 9876543210', `Call me on ${H}`],
    ['+91 98765 43210 anytime', `${H} anytime`],
    ['my mobile: 98765-43210.', `my mobile: ${H}.`],
    ['06 12 34 56 78', H],
    ['06.12.34.56.78', H],
    ['(+33) 6 12 34 56 78', H],
    ['0044 20 7946 0958 is the office', `${H} is the office`],
    ['612 345 678', H],
    ['(555) 123-4567', H],
    ['9 8 7 6 5 4 3 2 1 0', H],
    ['9-8-7-6-5-4-3-2-1-0', H],
    ['nine eight seven six five four three two one zero', H],
    ['98765 four three two one zero', H],
    ['two numbers: 98765 43210 and 91234 56789', `two numbers: ${H} and ${H}`],
    // Email addresses, plain and disguised.
    ['write to sam.smith@gmail.com today', `write to ${H} today`],
    ['sam @ gmail . com', H],
    ['sam at gmail dot com', H],
    ['sam dot smith at gmail dot com', H],
    ['sam(at)gmail(dot)com', H],
    ['sam [at] yahoo [dot] co [dot] uk', H],
    ['sam{at}example{dot}org please', `${H} please`],
    ['ping sam99 at gmail', `ping ${H}`],
    ['sam@hotmail', H],
    ['Sam.Smith@Example.COM', H],
    ['both: sam@x.io or 9876543210', `both: ${H} or ${H}`],
  ])('hides %j', (text, expected) => {
    expect(maskContacts(text)).toEqual({ text: expected, masked: true });
  });

  it.each([
    'The price is 325,000',
    'Price 1,250,000 negotiable',
    'Asking ₹ 45,00,000',
    'Rent is 12 500 000 FCFA a year',
    'We ask 1.250.000 € for it',
    '12.500.000 €',
    '₹45000000 final',
    'price 32500000',
    '32500000',
    '45000000 INR',
    '1200 sq ft, 3 bedrooms',
    'It is 2400 sqft',
    'Budget 12000-15000 a month',
    'Built 2019-2025',
    'Viewing on 2025-03-01 at 10:30',
    'Move in 01/03/2025 or 15.04.2025',
    'Open 9:30-18:00 daily',
    'Flat 12, 3rd floor, block 4',
    'Zip 94107-1234',
    'I am at home. It is fine',
    'Let us meet at the park. Is 5 ok?',
    'Look at the outlook for next year',
    'someone two three',
    'Order no 1234567',
    '',
  ])('leaves %j alone', (text) => {
    expect(maskContacts(text)).toEqual({ text, masked: false });
  });

  it('keeps the words around what it hides', () => {
    expect(maskContacts('Hi! WhatsApp me: +44 7700 900123, or mail me at jo@ex.com. Thanks').text).toBe(
      `Hi! WhatsApp me: ${H}, or mail me at ${H}. Thanks`,
    );
  });

  it('stays fast on long hostile text', () => {
    const texts = [
      'a dot '.repeat(800),
      `${'1 '.repeat(2400)}x`,
      'x'.repeat(5000),
      `${'a.'.repeat(2500)}`,
      `${'one, '.repeat(1000)}`,
      `${'a@'.repeat(2500)}`,
      `${'a dot '.repeat(800)}at x dot`,
      `${'a.'.repeat(2500)}@`,
      `${'(at) x '.repeat(700)}`,
      `${'9 '.repeat(2000)}€`,
    ];
    const started = performance.now();
    for (const text of texts) maskContacts(text);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
