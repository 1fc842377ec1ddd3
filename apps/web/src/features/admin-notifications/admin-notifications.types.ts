// What admin/notifications answers: one notification operators sent.

export interface SentNotification {
  id: number;
  send_to: 'all' | 'member';
  member: { id: number; name: string | null; email: string | null } | null;
  title: string;
  message: string;
  property: { id: number; title: string | null; slug_id: string | null } | null;
  image: string | null;
  created_at: string;
}
