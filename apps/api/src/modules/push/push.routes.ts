import {
  deletePushSubscriptionSchema,
  registerPushSubscriptionSchema,
} from '@domus/shared/schemas/push.schema';
import { type CallDefinition, defineCall, ok, signedIn } from '../../lib/call.js';
import type { Services } from '../../services.js';

const TAG = 'Notifications';

/** Beyond the contract: this browser's Web Push subscription, registered for my session. */
export function pushCalls(services: Services): CallDefinition[] {
  return [
    defineCall({
      method: 'POST',
      name: 'register-push-subscription',
      access: 'required',
      tag: TAG,
      summary:
        'Beyond the contract: this browser’s Web Push subscription (`endpoint`, `keys[p256dh]`, `keys[auth]`, as PushSubscription.toJSON() gives them) for my current session; pushes stop when the session ends.',
      input: registerPushSubscriptionSchema,
      handler: async ({ input, viewer }) => {
        await services.push.register(signedIn(viewer), input);
        return ok(null, 'Push subscription saved', { status: 201 });
      },
    }),
    defineCall({
      method: 'POST',
      name: 'delete-push-subscription',
      access: 'required',
      tag: TAG,
      summary: 'Beyond the contract: removes one of my Web Push subscriptions by its `endpoint`.',
      input: deletePushSubscriptionSchema,
      handler: async ({ input, viewer }) => {
        await services.push.unregister(signedIn(viewer), input.endpoint);
        return ok(null, 'Push subscription removed');
      },
    }),
  ];
}
