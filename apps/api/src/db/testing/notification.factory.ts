import { nowIso } from '../dialect.js';
import type { FactoryApp } from './factory-context.js';

/**
 * An operator broadcast as the admin console stores it (no recipient, `send_type` 1), stamped
 * with the test's clock: members created before it see it, later ones do not.
 */
export async function createBroadcast(app: FactoryApp, title: string) {
  return app.deps.db
    .insertInto('notifications')
    .values({
      user_id: null,
      title,
      message: title,
      type: 0,
      event: 'admin_broadcast',
      send_type: 1,
      created_at: nowIso(app.clock.now),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
