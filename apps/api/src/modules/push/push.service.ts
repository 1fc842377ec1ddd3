import { createHash } from 'node:crypto';
import { type PushSubscriptionInput, parseWebPushSubscription } from '@domus/shared/schemas/push.schema';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../app-deps.js';
import type { DB } from '../../db/types.js';
import { errors } from '../../lib/app-error.js';
import { createSemaphore } from '../../lib/semaphore.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import { SESSION_IDLE_MS } from '../sessions/session.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { type PushRegistrationRow, pushSubscriptionRepository } from './push-subscription.repository.js';

/** Requests to push services in flight at once per process; the rest wait their turn. */
const PARALLEL_SENDS = 16;

/** What a push carries (contract §4.12, §4.13); the worker reads `title`, `body`, `image`, `url`. */
export type PushPayload = Record<string, unknown>;

/** Registrations are looked up by the SHA-256 of their endpoint (Web Push) or of the whole string. */
const keyOf = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Web Push to members' browsers. A browser registers its subscription for the session it is
 * signed in with (`register-push-subscription`, or a subscription's JSON as `fcm_id` at sign-in
 * and profile update); the registration ends with the session. Pushes go out after the caller's
 * write committed and off the request path: `send` returns at once, a push service that is slow
 * or down delays nobody, a subscription the push service says is gone is forgotten, and any other
 * failure is logged.
 */
export function pushService(deps: AppDeps, settings: SettingsService) {
  const gate = createSemaphore(PARALLEL_SENDS);
  const jobs = new Set<Promise<void>>();
  const cutoffs = () => {
    const at = deps.now();
    return { at, idleSince: new Date(at.getTime() - SESSION_IDLE_MS) };
  };

  /** A registration string as stored: a Web Push subscription's parts when it is one we may use. */
  function registrationRow(
    userId: number,
    sessionId: number | null,
    registration: string,
  ): PushRegistrationRow {
    const subscription = parseWebPushSubscription(registration);
    const usable = subscription && deps.push.allows(subscription.endpoint) ? subscription : null;
    return {
      userId,
      sessionId,
      registration,
      key: keyOf(subscription?.endpoint ?? registration),
      webPush: usable ? { endpoint: usable.endpoint, ...usable.keys } : null,
    };
  }

  /** Registration writes inside a caller's transaction (sign-in, profile update, logout, session end). */
  const within = (db: Kysely<DB>) => {
    const repo = pushSubscriptionRepository(db);
    return {
      saveRegistration: (userId: number, registration: string, sessionId: number | null) =>
        repo.save(registrationRow(userId, sessionId, registration), deps.now()),
      removeRegistration: async (userId: number, registration: string) => {
        const subscription = parseWebPushSubscription(registration);
        await repo.remove(userId, keyOf(subscription?.endpoint ?? registration));
      },
      removeForSessions: (sessionIds: readonly number[]) => repo.removeForSessions(sessionIds),
    };
  };

  async function deliver(userIds: readonly number[], build: () => Promise<PushPayload | null>) {
    await deliverEach([{ userIds, build }]);
  }

  /**
   * Several pushes, each to its own members, with one look-up of live subscriptions for all of
   * them (a sweep's alerts to thousands of members, most of whom have no browser subscribed).
   */
  async function deliverEach(
    items: readonly { userIds: readonly number[]; build: () => Promise<PushPayload | null> }[],
  ) {
    const members = [...new Set(items.flatMap((item) => item.userIds))].filter((id) => id > 0);
    if (members.length === 0) return;
    const repo = pushSubscriptionRepository(deps.db);
    await repo.removeStale(members, cutoffs());
    const targets = await repo.targets(members, cutoffs());
    if (targets.length === 0) return;
    for (const item of items) {
      const mine = targets.filter((target) => item.userIds.includes(target.userId));
      if (mine.length === 0) continue;
      const payload = await item.build();
      if (!payload) continue;
      await Promise.all(
        mine.map((target) =>
          gate.run(async () => {
            const outcome = await deps.push.send(
              { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
              payload,
            );
            if (outcome.result === 'gone') await repo.removeById(target.id);
            else if (outcome.result === 'failed')
              deps.log.warn(
                { push_subscription_id: target.id, status: outcome.status, reason: outcome.reason },
                'push could not be delivered',
              );
          }),
        ),
      );
    }
  }

  /** Runs a delivery in the background; failures are logged, `settled` waits for it. */
  function track(job: Promise<void>): void {
    const tracked = job.catch((error: unknown) =>
      deps.log.warn({ err: error }, 'push could not be delivered'),
    );
    jobs.add(tracked);
    void tracked.finally(() => jobs.delete(tracked));
  }

  return {
    /** The VAPID public key browsers subscribe with (`web-settings.push_public_key`). */
    publicKey: deps.push.publicKey,

    /** register-push-subscription: this browser's subscription, for my current session only. */
    async register(viewer: Viewer, input: PushSubscriptionInput): Promise<void> {
      // A demo account is everybody's in demo mode: one visitor must not receive another's pushes.
      if (viewer.user.is_demo && (await settings.get('demo_mode'))) throw errors.demoMode();
      if (!deps.push.allows(input.endpoint)) throw errors.field('endpoint', 'endpoint must be an https URL');
      const registration = JSON.stringify({ endpoint: input.endpoint, keys: input.keys });
      await pushSubscriptionRepository(deps.db).save(
        {
          userId: viewer.user.id,
          sessionId: viewer.sessionId,
          registration,
          key: keyOf(input.endpoint),
          webPush: { endpoint: input.endpoint, ...input.keys },
        },
        deps.now(),
      );
    },

    /** delete-push-subscription: one subscription of mine by its endpoint; 404 when I have none such. */
    async unregister(viewer: Viewer, endpoint: string): Promise<void> {
      const removed = await pushSubscriptionRepository(deps.db).remove(viewer.user.id, keyOf(endpoint));
      if (removed === 0) throw errors.notFound();
    },

    within,

    /**
     * Pushes to every live subscription of these members (not the operator, not accounts that
     * turned notifications off). Returns at once; `build` makes the payload, in the background
     * too, and only when somebody is subscribed.
     */
    send(userIds: readonly number[], build: () => Promise<PushPayload | null>): void {
      track(deliver(userIds, build));
    },

    /** `send` for many pushes at once: one subscription look-up for all their members. */
    sendEach(
      items: readonly { userIds: readonly number[]; build: () => Promise<PushPayload | null> }[],
    ): void {
      track(deliverEach(items));
    },

    /** Resolves once every push started so far has finished (tests, and a graceful stop). */
    async settled(): Promise<void> {
      while (jobs.size > 0) await Promise.all([...jobs]);
    },
  };
}

export type PushService = ReturnType<typeof pushService>;
