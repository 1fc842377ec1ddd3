import type { Flag, Id, NullableTs, Timestamps, Ts } from './column-types.js';

/** Saved searches, alert deliveries and the sweeps' leases and watermarks. Mirror the migrations. */

export interface SavedSearchesTable extends Timestamps {
  id: Id;
  user_id: number;
  name: string;
  query: string;
  frequency: string;
  paused: Flag;
  backoff_frequency: string | null;
  backoff_at: NullableTs;
  last_alert_at: NullableTs;
  last_engaged_at: NullableTs;
}

export interface AlertDeliveriesTable {
  id: Id;
  user_id: number;
  saved_search_id: number | null;
  property_id: number;
  kind: string;
  value: string;
  created_at: Ts;
  sent_at: NullableTs;
}

export interface FavouriteAlertOptoutsTable {
  id: Id;
  user_id: number;
  created_at: Ts;
}

export interface JobLeasesTable {
  name: string;
  holder: string;
  expires_at: Ts;
}

export interface JobWatermarksTable {
  name: string;
  value: number;
  updated_at: Ts;
}
