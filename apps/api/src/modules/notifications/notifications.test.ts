import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, getRow } from '../../db/testing/rows.js';
import { createUser } from '../../db/testing/user.factory.js';
import { outboxMailsTo } from '../../testing/outbox.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { notificationService } from './notification.service.js';

// notify(): the stored notification for get_notification_list, and the email §4.13 asks for.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await app.services.settings.set('company_name', 'Domus Test');
});
afterAll(async () => {
  await app.close();
});

const approved = {
  event: 'property_approved',
  title: 'Property approved',
  message: 'Your property Sea view villa is now live.',
  type: 1,
  property_id: null,
  link: '/my-property/sea-view-villa',
} as const;

describe('notify', () => {
  it('stores the notification and mails the events marked for email', async () => {
    const owner = await createUser(app, { name: 'Nina', email: 'nina@example.com' });
    const id = await app.services.notifications.notify(owner.id, approved);
    expect(id).toEqual(expect.any(Number));
    const row = await getRow(app.deps.db, 'notifications', { id: id as number });
    expect(row).toMatchObject({
      user_id: owner.id,
      event: 'property_approved',
      title: 'Property approved',
      message: 'Your property Sea view villa is now live.',
      type: 1,
      send_type: 0,
    });
    const [mail, ...more] = await outboxMailsTo(app, 'nina@example.com');
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Property approved - Domus Test');
    expect(mail?.text).toContain('Hello Nina,');
    expect(mail?.text).toContain('Your property Sea view villa is now live.');
    expect(mail?.text).toContain('http://localhost:3000/my-property/sea-view-villa');
  });

  it('does not mail events without an email copy', async () => {
    const owner = await createUser(app, { email: 'quiet@example.com' });
    const id = await app.services.notifications.notify(owner.id, {
      event: 'property_deactivated',
      title: 'Property deactivated',
      message: 'Your property is switched off.',
      type: 1,
    });
    expect(id).toEqual(expect.any(Number));
    expect(await outboxMailsTo(app, 'quiet@example.com')).toEqual([]);
  });

  it('gives nothing to deactivated or deleted accounts, the operator, or nobody', async () => {
    const off = await createUser(app, { is_active: 0, email: 'off@example.com' });
    const gone = await createUser(app, { role: 'deleted', email: 'gone@example.com' });
    const before = await countRows(app.deps.db, 'notifications');
    for (const userId of [off.id, gone.id, 0, null, 99_999_999]) {
      expect(await app.services.notifications.notify(userId, approved)).toBeNull();
    }
    expect(await countRows(app.deps.db, 'notifications')).toBe(before);
    expect(await outboxMailsTo(app, 'off@example.com')).toEqual([]);
    expect(await outboxMailsTo(app, 'gone@example.com')).toEqual([]);
  });

  it('keeps the notification when a channel fails, logs it, and still runs the other channels', async () => {
    const delivered: number[] = [];
    const warnings: string[] = [];
    const service = notificationService(app.deps, [
      {
        name: 'broken',
        deliver: async () => {
          throw new Error('smtp down');
        },
      },
      { name: 'recording', deliver: async ({ notification }) => void delivered.push(notification.id) },
    ]);
    service.useLog({ warn: (_object, message) => void warnings.push(message) });
    const owner = await createUser(app);
    const id = await service.notify(owner.id, approved);
    expect(await countRows(app.deps.db, 'notifications', { id: id as number })).toBe(1);
    expect(delivered).toEqual([id]);
    expect(warnings).toEqual(['notification could not be delivered']);
  });
});
