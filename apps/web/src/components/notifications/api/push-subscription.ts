import { type AnswerHandlers, callApi } from '@/lib/api-answer.util';

/** A browser's Web Push subscription as `PushSubscription.toJSON()` gives it. */
export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** `POST register-push-subscription` (beyond the contract): this browser, for this session. */
export function registerPushSubscription(subscription: PushSubscriptionJson, handlers: AnswerHandlers<null>) {
  return callApi<null>(
    {
      call: 'register-push-subscription',
      method: 'POST',
      body: { endpoint: subscription.endpoint, keys: subscription.keys },
    },
    handlers,
  );
}

/** `POST delete-push-subscription` (beyond the contract). */
export function deletePushSubscription(endpoint: string, handlers: AnswerHandlers<null> = {}) {
  return callApi<null>({ call: 'delete-push-subscription', method: 'POST', body: { endpoint } }, handlers);
}
