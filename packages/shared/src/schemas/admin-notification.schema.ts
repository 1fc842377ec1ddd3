import { z } from 'zod';
import { enumParam, idParam, pagination, required, textParam } from './params.schema';

// The operators' notifications (issue 14, contract §4.13): a broadcast to every member or a
// message to one member (by id or email), with an optional listing link; and the list sent so far.

export const BROADCAST_AUDIENCES = ['all', 'member'] as const;
export type BroadcastAudience = (typeof BROADCAST_AUDIENCES)[number];

export const BROADCAST_TITLE_MAX = 100;
export const BROADCAST_MESSAGE_MAX = 1000;
export const BROADCAST_MEMBER_REQUIRED = 'Enter the member’s id or email address';

/** `POST admin/notifications`. */
export const adminNotificationSendSchema = z
  .object({
    send_to: required(enumParam('send_to', BROADCAST_AUDIENCES)),
    /** With `send_to: member`: the member's id or email address. */
    member: textParam('member', 254).optional(),
    title: required(textParam('title', BROADCAST_TITLE_MAX)),
    message: required(textParam('message', BROADCAST_MESSAGE_MAX)),
    property_id: idParam('property_id').optional(),
    image: z.any().optional(), // the uploaded picture (multipart); type and size are checked by the service
  })
  .superRefine((value, ctx) => {
    for (const key of ['title', 'message'] as const) {
      if (!value[key].trim())
        ctx.addIssue({ code: 'custom', path: [key], message: 'Please fill all fields' });
    }
    if (value.send_to === 'member' && !value.member?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['member'], message: BROADCAST_MEMBER_REQUIRED });
    }
  });
export type AdminNotificationSendInput = z.output<typeof adminNotificationSendSchema>;

/** `GET admin/notifications`: what operators sent, newest first. */
export const adminNotificationListSchema = z.object({ ...pagination(20, 100) });
export type AdminNotificationListQuery = z.output<typeof adminNotificationListSchema>;
