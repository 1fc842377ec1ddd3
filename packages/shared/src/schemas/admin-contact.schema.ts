import { z } from 'zod';
import { boolParam, idParam, pagination, required, textParam } from './params.schema';

// The operators' contact inbox (admin/contact-requests): the contact form's messages, answered by
// mail from the console.

export const CONTACT_REPLY_MAX = 5000;
export const CONTACT_REPLY_MESSAGES = { messageRequired: 'Message is required' } as const;

/** `GET admin/contact-requests`: newest first; both states unless `handled` says. */
export const adminContactListSchema = z.object({
  handled: boolParam('handled').optional(),
  /** Part of the sender's name or email, the subject or the message, any case. */
  search: textParam('search', 100).optional(),
  ...pagination(20, 100),
});

export const adminContactIdSchema = z.object({ id: required(idParam('id')) });

/** `POST admin/contact-requests/{id}/reply`: the reply's text, mailed to the sender. */
export const adminContactReplyFields = {
  message: required(textParam('Message', CONTACT_REPLY_MAX), CONTACT_REPLY_MESSAGES.messageRequired),
};
export const adminContactReplyFormSchema = z.object(adminContactReplyFields);
export const adminContactReplySchema = z.object({ id: required(idParam('id')), ...adminContactReplyFields });

/** `POST admin/contact-requests/{id}/handled`. */
export const adminContactHandledSchema = z.object({
  id: required(idParam('id')),
  handled: required(boolParam('handled'), 'handled is required'),
});

export type AdminContactListQuery = z.output<typeof adminContactListSchema>;
export type AdminContactReplyInput = z.output<typeof adminContactReplySchema>;
