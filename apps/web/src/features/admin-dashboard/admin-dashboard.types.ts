// admin/dashboard's answer: each part only when the operator may read its area.

export interface ListingCounts {
  total: number;
  pending: number;
  approved: number;
  rejected: number;
  active: number;
  inactive: number;
}

export type DashboardQueueName =
  | 'properties'
  | 'projects'
  | 'advertisements'
  | 'verifications'
  | 'chat_reports'
  | 'listing_reports'
  | 'contact_requests';

export interface DashboardFigures {
  since: string;
  days: number;
  listings?: { properties: ListingCounts; projects: ListingCounts };
  new_members?: { day: string; count: number }[];
  revenue?: { currency: string; total: number; per_day: { day: string; amount: number }[] }[];
  queues?: { name: DashboardQueueName; count: number; path: string | null }[];
}
