import { z } from 'zod';
import { enumParam, idParam, pagination } from './params.schema';

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

/** `GET admin/audit-log`: newest first, optionally about one record or by one operator. */
export const auditLogQuerySchema = z.object({
  target_type: enumParam('target_type', AUDIT_TARGET_TYPES).optional(),
  target_id: idParam('target_id').optional(),
  actor_id: idParam('actor_id').optional(),
  ...pagination(20, 100),
});

export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;
