import type { ColumnType } from 'kysely';
import type { Flag, Id, Money, NullableTs, Timestamps, Ts } from './column-types.js';

/** Properties and projects with their media, values, marks, views and moderation. Row types mirror the migrations. */

export interface PropertiesTable extends Timestamps {
  id: Id;
  slug_id: string;
  title: string;
  description: string;
  category_id: number;
  property_type: string;
  price: Money;
  rentduration: string | null;
  address: string;
  client_address: string | null;
  city: string;
  state: string;
  country: string;
  latitude: number;
  longitude: number;
  title_image: string;
  three_d_image: string | null;
  video_link: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  meta_image: string | null;
  is_premium: Flag;
  owner_id: number | null;
  status: Flag;
  request_status: ColumnType<string, string | undefined, string>;
  total_view: ColumnType<number, number | undefined, number>;
  favourite_count: ColumnType<number, number | undefined, number>;
  interested_count: ColumnType<number, number | undefined, number>;
  is_public: Flag;
  promoted_until: NullableTs;
  is_promoted: Flag;
  search_text: ColumnType<string, string | undefined, string>;
  /** Derived: the price to order by; a rent as its monthly equivalent. */
  sort_price: ColumnType<number | string, number | undefined, number>;
}

export interface PropertyImagesTable extends Timestamps {
  id: Id;
  property_id: number;
  image: string;
  sequence: ColumnType<number, number | undefined, number>;
}

export interface PropertyDocumentsTable extends Timestamps {
  id: Id;
  property_id: number;
  file: string;
  file_name: string;
  type: string;
}

export interface PropertyParametersTable extends Timestamps {
  id: Id;
  property_id: number;
  parameter_id: number;
  value: string;
}

export interface PropertyFacilitiesTable extends Timestamps {
  id: Id;
  property_id: number;
  facility_id: number;
  distance: number;
}

export interface UserPropertyMarkTable {
  id: Id;
  user_id: number;
  property_id: number;
  created_at: Ts;
}

export interface ReportsTable extends Timestamps {
  id: Id;
  user_id: number;
  property_id: number;
  reason_id: number | null;
  other_message: string | null;
  status: ColumnType<string, string | undefined, string>;
}

export interface ProjectsTable extends Timestamps {
  id: Id;
  slug_id: string;
  title: string;
  description: string;
  category_id: number;
  type: string;
  location: string;
  city: string;
  state: string;
  country: string;
  latitude: number;
  longitude: number;
  image: string;
  video_link: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  meta_image: string | null;
  owner_id: number | null;
  status: Flag;
  request_status: ColumnType<string, string | undefined, string>;
  total_click: ColumnType<number, number | undefined, number>;
  is_public: Flag;
  promoted_until: NullableTs;
  is_promoted: Flag;
  search_text: ColumnType<string, string | undefined, string>;
}

export interface ProjectImagesTable extends Timestamps {
  id: Id;
  project_id: number;
  image: string;
  sequence: ColumnType<number, number | undefined, number>;
}

export interface ProjectDocumentsTable extends Timestamps {
  id: Id;
  project_id: number;
  file: string;
  sequence: ColumnType<number, number | undefined, number>;
}

export interface ProjectPlansTable extends Timestamps {
  id: Id;
  project_id: number;
  title: string;
  document: string;
}

/** Derived: each owner's visible listings (owner 0 = the operator), kept by the write path. */
export interface OwnerListingCountsTable {
  owner_id: number;
  property_count: ColumnType<number, number | undefined, number>;
  project_count: ColumnType<number, number | undefined, number>;
}

export interface ListingViewsTable {
  id: Id;
  entity: string;
  entity_id: number;
  viewer_key: string;
  viewed_at: Ts;
}

/** A price or state change of a listing (listing_history migration). */
export interface ListingHistoryTable {
  id: Id;
  entity: string;
  entity_id: number;
  field: string;
  old_value: string | null;
  new_value: string;
  created_at: Ts;
}

export interface ModerationReasonsTable {
  id: Id;
  entity: string;
  entity_id: number;
  reason: string;
  created_at: Ts;
}
