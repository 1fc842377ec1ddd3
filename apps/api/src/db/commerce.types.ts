import type { ColumnType } from 'kysely';
import type { Flag, Id, Money, NullableTs, Timestamps, Ts } from './column-types.js';

/** Packages, subscriptions, payments, advertisements, chat, blocks and notifications. Row types mirror the migrations. */

export interface PackageFeaturesTable {
  id: number;
  type: string;
  name: string;
  status: Flag;
}

export interface PackagesTable extends Timestamps {
  id: Id;
  name: string;
  package_type: string;
  price: Money;
  duration: number | null;
  ios_product_id: string | null;
  status: Flag;
}

export interface PackageFeatureLimitsTable {
  id: Id;
  package_id: number;
  feature_id: number;
  limit_type: string;
  limit: number | null;
}

export interface PaymentTransactionsTable extends Timestamps {
  id: Id;
  user_id: number | null;
  package_id: number;
  amount: Money;
  currency: string;
  payment_gateway: string;
  platform_type: ColumnType<string, string | undefined, string>;
  order_id: string | null;
  transaction_id: string | null;
  payment_status: string;
  flagged_reason: string | null;
}

export interface PaymentEventsTable {
  id: Id;
  gateway: string;
  event_id: string;
  transaction_id: number | null;
  created_at: Ts;
}

export interface UserPackagesTable extends Timestamps {
  id: Id;
  user_id: number;
  package_id: number;
  payment_transaction_id: number | null;
  start_date: Ts;
  end_date: NullableTs;
  /** When the owner was told the subscription ends soon (the expiry notice sweep); null: not yet. */
  expiry_noticed_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

export interface UserPackageLimitsTable {
  id: Id;
  user_package_id: number;
  feature_id: number;
  total_limit: number;
  used_limit: ColumnType<number, number | undefined, number>;
}

export interface AdvertisementsTable extends Timestamps {
  id: Id;
  for: string;
  type: string;
  property_id: number | null;
  project_id: number | null;
  package_id: number | null;
  user_package_id: number | null;
  customer_id: number | null;
  status: number;
  is_enable: Flag;
  start_date: Ts;
  end_date: Ts;
}

export interface ChatMessagesTable extends Timestamps {
  id: Id;
  sender_id: number;
  receiver_id: number;
  property_id: number;
  message: string | null;
  file: string | null;
  audio: string | null;
  chat_message_type: string;
  /** When the receiver first saw it; null while unread. */
  read_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

export interface ChatDeletionsTable {
  id: Id;
  user_id: number;
  other_user_id: number;
  property_id: number;
  deleted_at: Ts;
}

/** A member's report of a conversation, with its evidence (issue 12). */
export interface ChatReportsTable extends Timestamps {
  id: Id;
  reporter_id: number;
  /** The other party; 0 is the operator. Not a foreign key: the report outlives the account. */
  reported_user_id: number;
  /** Not a foreign key: the report outlives the listing (its title is in the evidence). */
  property_id: number;
  property_title: string;
  reason: string;
  status: ColumnType<string, string | undefined, string>;
  /** JSON text of the snapshot taken when the report was filed. */
  evidence: string;
  message_count: number;
  resolution_note: string | null;
  resolved_by: number | null;
  resolved_at: NullableTs;
}

export interface BlocksTable {
  id: Id;
  blocker_id: number;
  blocked_id: number;
  reason: string | null;
  created_at: Ts;
}

export interface NotificationsTable {
  id: Id;
  user_id: number | null;
  title: string;
  message: string;
  type: ColumnType<number, number | undefined, number>;
  event: string;
  send_type: ColumnType<number, number | undefined, number>;
  property_id: number | null;
  project_id: number | null;
  image: string | null;
  created_at: Ts;
}

/** A member's notifications read mark: every notification created up to `read_at` is read. */
export interface NotificationReadsTable {
  id: Id;
  user_id: number;
  read_at: Ts;
}
