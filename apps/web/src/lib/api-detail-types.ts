import type { PersonFragment, ProjectListItem, PropertyListItem } from './api-types';

// The detail shapes (property and project pages, their refused previews), apart from the list shapes
// in api-types.ts, which re-exports them: import them from either.

/** Parameter with its value on a listing (checkbox values are arrays). */
export interface ParameterWithValue {
  id: number;
  name: string;
  type_of_parameter: string;
  type_values: string[] | null;
  image: string | null;
  is_required?: boolean;
  value: string | number | string[] | null;
  /** Addition to the contract: the key fact a listing card shows this parameter as. */
  card_fact?: 'bedrooms' | 'bathrooms' | 'area' | null;
  /** Addition to the contract: an area parameter's unit (a shared area unit key). */
  unit?: string | null;
}

/** A listing's distance to an outdoor facility, in `web-settings.distance_option` units. */
export interface AssignedFacility {
  id: number;
  facility_id: number;
  name: string;
  image: string | null;
  distance: number;
}

/** Property detail (`get_property` lookup). */
/** A price or state change of a listing (get_property lookups; the owner sees every field). */
export interface ListingHistoryEntry {
  id: number;
  field: 'price' | 'property_type' | 'request_status' | 'status';
  old_value: number | string | null;
  new_value: number | string;
  created_at: string | null;
}

export interface PropertyDetail extends PropertyListItem {
  history?: ListingHistoryEntry[];
  /** The viewer's own marks (false for guests). */
  is_interested?: boolean;
  is_reported?: boolean;
  description: string | null;
  three_d_image: string | null;
  video_link: string | null;
  latitude: number | null;
  longitude: number | null;
  parameters: ParameterWithValue[];
  assign_facilities: AssignedFacility[];
  gallery: { id: number; image: string; image_url: string }[];
  documents: { id: number; type: string; file_name: string; file: string }[];
  is_admin_listing: boolean;
  customer_id: number;
  customer_name: string | null;
  customer_slug_id: string | null;
  profile: string | null;
  email: string | null;
  mobile: string | null;
  is_verified: boolean;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  meta_image: string | null;
  post_created?: string | null;
  updated_at?: string | null;
}

/** `details.preview` of a refused premium property lookup. */
export type PropertyPreview = Pick<
  PropertyDetail,
  | 'id'
  | 'slug_id'
  | 'title'
  | 'title_image'
  | 'property_type'
  | 'price'
  | 'rentduration'
  | 'city'
  | 'state'
  | 'country'
  | 'category'
  | 'is_premium'
  | 'meta_title'
  | 'meta_description'
  | 'meta_image'
>;

/** Project detail (`get-project-detail`). */
export interface ProjectDetail extends ProjectListItem {
  description: string | null;
  video_link: string | null;
  latitude: number | null;
  longitude: number | null;
  gallery_images: { id: number; name: string; type: string }[];
  documents: { id: number; name: string; type: string }[];
  plans: { id: number; title: string; document: string }[];
  customer:
    | (PersonFragment & { email: string | null; mobile: string | null; address?: string | null })
    | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  meta_image: string | null;
  created_at?: string | null;
  updated_at?: string | null;
}

/** `details.preview` of a refused project detail. */
export type ProjectPreview = Pick<
  ProjectDetail,
  | 'id'
  | 'slug_id'
  | 'title'
  | 'image'
  | 'type'
  | 'city'
  | 'state'
  | 'country'
  | 'category'
  | 'meta_title'
  | 'meta_description'
  | 'meta_image'
>;
