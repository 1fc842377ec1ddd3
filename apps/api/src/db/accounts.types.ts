import type { ColumnType } from 'kysely';
import type { Flag, Id, NullableMoney, NullableTs, Timestamps, Ts } from './column-types.js';

/** Members and how they authenticate; agent verification; personalised interests. Row types mirror the migrations. */

export interface UsersTable extends Timestamps {
  id: Id;
  name: string | null;
  slug_id: string;
  email: string | null;
  email_key: string | null;
  mobile: string | null;
  password_hash: string | null;
  profile: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  about_me: string | null;
  facebook_id: string | null;
  twiiter_id: string | null;
  instagram_id: string | null;
  youtube_id: string | null;
  logintype: ColumnType<number, number | undefined, number>;
  role: ColumnType<string, string | undefined, string>;
  is_email_verified: Flag;
  is_active: Flag;
  is_demo: Flag;
  notification: Flag;
  verification_status: ColumnType<string, string | undefined, string>;
}

export interface UserIdentitiesTable extends Timestamps {
  id: Id;
  user_id: number;
  provider: string;
  subject: string;
  email: string | null;
}

export interface SessionsTable {
  id: Id;
  user_id: number;
  token_hash: string;
  created_at: Ts;
  last_used_at: Ts;
  expires_at: Ts;
  revoked_at: NullableTs;
  revoked_reason: string | null;
  user_agent: string | null;
  ip: string | null;
}

export interface OtpsTable {
  id: Id;
  target: string;
  channel: string;
  code_hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  expires_at: Ts;
  consumed_at: NullableTs;
  invalidated_at: NullableTs;
  ip: string | null;
  created_at: Ts;
}

export interface SignInTicketsTable {
  id: Id;
  ticket_hash: string;
  kind: string;
  provider: string;
  subject: string;
  claims: string;
  expires_at: Ts;
  used_at: NullableTs;
  created_at: Ts;
}

export interface PasswordResetsTable {
  id: Id;
  user_id: number;
  token_hash: string;
  expires_at: Ts;
  used_at: NullableTs;
  created_at: Ts;
}

export interface PushSubscriptionsTable extends Timestamps {
  id: Id;
  user_id: number;
  session_id: number | null;
  fcm_id: string;
  fcm_key: string;
  /** A Web Push subscription's parts; null for registrations of other kinds. */
  endpoint: string | null;
  p256dh: string | null;
  auth: string | null;
}

export interface VerificationFieldsTable extends Timestamps {
  id: Id;
  name: string;
  field_type: string;
  rank: ColumnType<number, number | undefined, number>;
  status: Flag;
  /** The heading the member's form groups the field under; null: none. */
  section: ColumnType<string | null, string | null | undefined, string | null>;
  /** Removed by the operator: off the form, kept for the answers given to it. */
  deleted_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

export interface VerificationFieldOptionsTable {
  id: Id;
  field_id: number;
  value: string;
  created_at: Ts;
}

export interface VerificationApplicationsTable extends Timestamps {
  id: Id;
  user_id: number;
  status: string;
  /** The operator's reason for the latest failure or revocation; null otherwise. */
  reason: ColumnType<string | null, string | null | undefined, string | null>;
  reviewed_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  reviewed_by: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface VerificationValuesTable extends Timestamps {
  id: Id;
  application_id: number;
  field_id: number;
  value: string;
  /** The field's type when answered (null on rows older than the column: the field's own). */
  field_type: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface UserInterestsTable extends Timestamps {
  id: Id;
  user_id: number;
  category_ids: string;
  outdoor_facility_ids: string;
  price_min: NullableMoney;
  price_max: NullableMoney;
  property_types: string;
  city: string | null;
}
