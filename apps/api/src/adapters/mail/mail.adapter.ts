/**
 * Outgoing mail. The product sends few messages (contact requests to the operator…); where they go
 * is decided once at start-up: an SMTP server when SMTP_URL is set, otherwise `.eml` files in the
 * outbox folder so nothing leaves the machine by accident (offline-safe default).
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra headers (List-Unsubscribe on alert mails). */
  headers?: Record<string, string>;
}

export interface MailAdapter {
  send(message: MailMessage): Promise<void>;
}

export interface MailLogger {
  info(object: Record<string, unknown>, message: string): void;
}
