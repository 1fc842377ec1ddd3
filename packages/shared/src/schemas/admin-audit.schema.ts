import { z } from 'zod';
import { dayParam } from './admin-payments.schema';
import { enumParam, idParam, pagination, textParam } from './params.schema';

/** What an audit record can be about: the records operators write. */
export const AUDIT_TARGET_TYPES = [
  'property',
  'project',
  'user',
  'package',
  'settings',
  'payment_transaction',
  'advertisement',
  'chat_message',
  'chat_report',
  'verification',
  'verification_field',
  'language',
  'category',
  'facility',
  'listing_report',
  'report_reason',
  'contact_request',
  'city',
  'notification',
  'staff_role',
  'seo',
  'homepage_sections',
  'slider',
  'article',
  'faq',
  'page',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const AUDIT_ACTION_MAX = 60;
export const AUDIT_SEARCH_MAX = 100;

/**
 * `GET admin/audit-log`: newest first; every filter optional. `action` is one exact action
 * (`category.update`); `search` finds the actor's name or email, or a part of the action;
 * `from`/`to` are whole UTC days. The console's filter form reads the same schema.
 */
export const auditLogQuerySchema = z.object({
  target_type: enumParam('target_type', AUDIT_TARGET_TYPES).optional(),
  target_id: idParam('target_id').optional(),
  actor_id: idParam('actor_id').optional(),
  action: textParam('action', AUDIT_ACTION_MAX).optional(),
  search: textParam('search', AUDIT_SEARCH_MAX).optional(),
  from: dayParam('from').optional(),
  to: dayParam('to').optional(),
  ...pagination(20, 100),
});

export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;
