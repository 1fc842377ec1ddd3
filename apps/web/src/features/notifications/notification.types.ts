/** Notification (contract §2.12), with the server's additions `is_read` and `project`. */
export interface NotificationItem {
  id: number;
  title: string;
  message: string;
  /** 0 general, 1 about my listing / account, 2 general with a listing. */
  type: number;
  event: string;
  send_type: number;
  property_id: number | null;
  project_id: number | null;
  property: { id: number; slug_id: string; title_image: string | null } | null;
  project: { id: number; slug_id: string } | null;
  notification_image: string | null;
  is_read: boolean;
  created_at: string;
}
