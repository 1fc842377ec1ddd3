import type { SeedClock, SeedWriter } from './seed-writer.js';

/**
 * A few contact form messages for the operators' inbox (/admin/contact-requests): three still to
 * answer, two handled, so the inbox, its filter and the dashboard's queue show something.
 */
const MESSAGES = [
  [
    'Amira',
    'Haddad',
    'amira.haddad@example.com',
    'Viewing on Saturday',
    'Hello, is the three-bedroom flat in the old town still available? Could I visit it this Saturday morning?',
    0,
    1,
  ],
  [
    'Julien',
    'Moreau',
    'julien.moreau@example.com',
    'Agent verification',
    'I sent my agency licence last week for verification. How long does the review usually take?',
    0,
    2,
  ],
  [
    'Priya',
    'Nair',
    'priya.nair@example.com',
    'Payment receipt',
    'I bought the Gold package yesterday but cannot find the receipt in my account. Can you send it again?',
    0,
    4,
  ],
  [
    'Tom',
    'Becker',
    'tom.becker@example.com',
    'Wrong city on my listing',
    'My listing shows the wrong city after I edited it. Thanks for fixing the map pin, it is fine now.',
    1,
    9,
  ],
  [
    'Sara',
    'Lindqvist',
    'sara.lindqvist@example.com',
    'Partnership',
    'We are a moving company and would like to advertise on Domus. Who should we talk to?',
    1,
    15,
  ],
] as const;

export async function seedContactMessages(w: SeedWriter, clock: SeedClock): Promise<void> {
  await w.insert(
    'contact_messages',
    MESSAGES.map(([first_name, last_name, email, subject, message, handled, days]) => ({
      first_name,
      last_name,
      email,
      subject,
      message,
      ip: null,
      handled,
      created_at: clock.daysAgo(days),
      updated_at: clock.daysAgo(days),
    })),
  );
}
