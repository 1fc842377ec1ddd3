import type { PropertyDetail, RentDuration } from '@/lib/api-types';

// The shapes the listing form reads: a category with its parameters (get_categories), an outdoor
// facility (get_facilities), the package check (check-package-limit) and a listing as its owner
// edits it (get-added-properties).

export type ParameterKind =
  | 'number'
  | 'textbox'
  | 'textarea'
  | 'dropdown'
  | 'radiobutton'
  | 'checkbox'
  | 'file';

export interface ParameterType {
  id: number;
  name: string;
  type_of_parameter: ParameterKind;
  type_values: string[] | null;
  image: string | null;
  is_required: boolean;
}

export interface PostingCategory {
  id: number;
  category: string;
  slug_id: string;
  image: string | null;
  parameter_types: ParameterType[];
}

export interface Facility {
  id: number;
  name: string;
  image: string | null;
}

export interface PackageLimit {
  package_available: boolean;
  feature_available: boolean;
  limit_available: boolean;
  remaining: number | null;
}

/** A listing as its owner edits it: the owner view of get-added-properties. */
export interface EditableProperty extends PropertyDetail {
  rentduration: RentDuration | null;
  client_address: string | null;
  updated_at?: string | null;
}
