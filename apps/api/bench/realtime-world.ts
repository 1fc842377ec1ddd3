import type { Kysely } from 'kysely';
import { createProperty } from '../src/db/testing/listing.factory.js';
import { deleteRows, findRow } from '../src/db/testing/rows.js';
import { createSession, createUser } from '../src/db/testing/user.factory.js';
import type { DB } from '../src/db/types.js';
import type { Sender } from './realtime-senders.js';

/**
 * The realtime benchmark's members in the bench database: `receivers` members and `senders`
 * members each owning a listing (kept out of public view, so the searched data set stays as
 * built). The members are made once and reused by later runs; each run signs them in afresh and
 * `clear()` removes its sessions and messages again.
 */
export interface RealtimeWorld {
  receivers: { id: number; token: string }[];
  senders: (Sender & { id: number })[];
  clear(): Promise<void>;
}

const YEAR_MS = 365 * 24 * 3600 * 1000;
/** OR-ed conditions per delete: SQLite parses a long OR chain as a deep expression. */
const CHUNK = 100;

export async function prepareRealtimeWorld(
  db: Kysely<DB>,
  counts: { receivers: number; senders: number },
): Promise<RealtimeWorld> {
  const now = new Date();
  // A year old: no young-account limit on starting conversations applies.
  const old = { deps: { db }, clock: { now: new Date(now.getTime() - YEAR_MS) } };
  const current = { deps: { db }, clock: { now } };
  const category = await findRow(db, 'categories', {});
  if (!category) throw new Error('realtime bench: the data set has no category');

  async function member(key: string, serial: number) {
    const email = `bench-rt-${key}@example.com`;
    const found = await findRow(db, 'users', { email });
    if (found) return found;
    return createUser(old, {
      name: `Bench ${key}`,
      slug_id: `bench-rt-${key}`,
      email,
      email_key: email,
      mobile: `+1444${String(serial).padStart(7, '0')}`,
    });
  }

  const senders: (Sender & { id: number })[] = [];
  for (let i = 0; i < counts.senders; i += 1) {
    const user = await member(`sender-${i}`, 9_000_000 + i);
    const slug = `bench-rt-home-${i}`;
    const home =
      (await findRow(db, 'properties', { slug_id: slug })) ??
      (await createProperty(old, { category_id: category.id, owner_id: user.id, slug_id: slug, status: 0 }));
    const token = await createSession(current, user.id);
    senders.push({ id: user.id, propertyId: home.id, auth: { authorization: `Bearer ${token}` } });
  }
  const receivers: { id: number; token: string }[] = [];
  for (let i = 0; i < counts.receivers; i += 1) {
    const user = await member(`receiver-${i}`, i);
    receivers.push({ id: user.id, token: await createSession(current, user.id) });
  }

  const everyone = [...senders.map((s) => s.id), ...receivers.map((r) => r.id)];
  const clear = async () => {
    for (let i = 0; i < senders.length; i += CHUNK)
      await deleteRows(
        db,
        'chat_messages',
        senders.slice(i, i + CHUNK).map((s) => ({ sender_id: s.id })),
      );
    for (let i = 0; i < everyone.length; i += CHUNK)
      await deleteRows(
        db,
        'sessions',
        everyone.slice(i, i + CHUNK).map((id) => ({ user_id: id })),
      );
  };
  return { receivers, senders, clear };
}
