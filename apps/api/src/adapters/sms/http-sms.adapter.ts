import { type SmsAdapter, SmsDeliveryError, type SmsMessage } from './sms.adapter.js';

const TIMEOUT_MS = 10_000;

/**
 * A generic HTTP SMS provider: `POST {url}` with JSON `{to, from, text}` and
 * `Authorization: Bearer <key>`. Any 2xx is delivery accepted; anything else, a timeout or a
 * network error is a SmsDeliveryError. Provider-specific gateways implement the same interface.
 */
export class HttpSmsAdapter implements SmsAdapter {
  constructor(
    private readonly url: string,
    private readonly apiKey: string | null,
    private readonly from: string | null,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    let response: Response;
    try {
      response = await this.fetchImpl(this.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.apiKey ? { authorization: `Bearer ${this.apiKey}` } : {}),
        },
        body: JSON.stringify({ to: message.to, from: this.from, text: message.text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new SmsDeliveryError(`SMS provider unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) throw new SmsDeliveryError(`SMS provider answered ${response.status}`);
  }
}
