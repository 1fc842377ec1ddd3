/**
 * Outgoing SMS (phone sign-in codes). Decided once at start-up: an HTTP provider when SMS_URL is
 * set, otherwise lines appended to `<outbox>/sms.log` so nothing leaves the machine by accident.
 * A provider failure throws SmsDeliveryError; callers answer 503 UPSTREAM_UNAVAILABLE.
 */
export interface SmsMessage {
  /** E.164 number. */
  to: string;
  text: string;
}

export interface SmsAdapter {
  send(message: SmsMessage): Promise<void>;
}

export class SmsDeliveryError extends Error {}
