import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { AppConfig } from '../config.js';
import { createCategory } from '../db/testing/listing.factory.js';
import { bearer, createSession, createUser } from '../db/testing/user.factory.js';
import { type PushTestService, startPushTestService } from './push-test-service.js';
import { createTestApp, post, type TestApp } from './test-app.js';

/** Push settings of the tests: a local push service allowed, a short deadline. */
export const TEST_PUSH_CONFIG: AppConfig['push'] = {
  vapidKeys: null,
  subject: 'mailto:push-tests@example.com',
  allowLocalEndpoints: true,
  timeoutMs: 1_000,
};

/**
 * The Web Push tests' world: one app per file (demo mode off) whose pushes go to a local push
 * service that checks VAPID and decrypts every payload, with the app's warnings collected.
 * Call at the top of a test file; the helpers read the app once it exists.
 */
export function pushWorld(config: Partial<AppConfig> = {}) {
  const world = {
    app: undefined as unknown as TestApp,
    service: undefined as unknown as PushTestService,
    categoryId: 0,
    warnings: [] as Record<string, unknown>[],
  };

  beforeAll(async () => {
    world.service = await startPushTestService(() => world.app.deps.push.publicKey);
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) {
          const entry = JSON.parse(line) as Record<string, unknown>;
          if (entry.level === 40) world.warnings.push(entry);
        }
        done();
      },
    });
    world.app = await createTestApp(
      { push: TEST_PUSH_CONFIG, logLevel: 'warn', ...config },
      { logger: true, logStream: stream },
    );
    await world.app.services.settings.set('demo_mode', false);
    world.categoryId = (await createCategory(world.app)).id;
  });
  afterAll(async () => {
    await world.app?.close();
    await world.service?.close();
  });
  beforeEach(() => {
    world.service.answer(201);
  });

  /** A member with a session (a bearer header), optionally subscribed through the API. */
  async function member(values: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(world.app, values);
    const auth = bearer(await createSession(world.app, user.id));
    return { user, id: user.id, auth };
  }

  async function subscribed(values: Parameters<typeof createUser>[1] = {}) {
    const who = await member(values);
    const subscription = world.service.subscribe();
    const res = await post(world.app, 'register-push-subscription', subscription, who.auth);
    if (res.status !== 201) throw new Error(`register-push-subscription answered ${res.status}`);
    return { ...who, subscription, endpoint: subscription.endpoint };
  }

  /** Every push queued so far has been answered (or given up). */
  const settled = () => world.app.services.push.settled();

  return { world, member, subscribed, settled };
}
