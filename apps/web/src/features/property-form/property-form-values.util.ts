import type { RentDuration } from '@/lib/api-types';
import type { EditableProperty, ParameterType, PostingCategory } from './property-form.types';

// The form's text values (what a draft keeps) and how a listing being edited fills them. Files are
// kept apart (FormFiles): a browser cannot store them, and a draft never pretends to.

export const RENT_DURATION_OPTIONS: readonly RentDuration[] = ['Daily', 'Monthly', 'Quarterly', 'Yearly'];

export interface PropertyFormValues {
  title: string;
  description: string;
  /** The category's id as text; '' until one is picked. */
  category_id: string;
  property_type: 'sell' | 'rent';
  rentduration: RentDuration;
  price: string;
  address: string;
  city: string;
  state: string;
  country: string;
  latitude: string;
  longitude: string;
  client_address: string;
  video_link: string;
  is_premium: boolean;
  slug_id: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  /** By parameter id: text, or the options ticked for a checkbox parameter. Kept across categories. */
  parameters: Record<string, string | string[]>;
  /** By facility id, the distance typed; a facility is chosen while it has an entry. */
  facilities: Record<string, string>;
}

export type TextField = {
  [K in keyof PropertyFormValues]: PropertyFormValues[K] extends string ? K : never;
}[keyof PropertyFormValues];

export function emptyValues(): PropertyFormValues {
  return {
    title: '',
    description: '',
    category_id: '',
    property_type: 'sell',
    rentduration: 'Monthly',
    price: '',
    address: '',
    city: '',
    state: '',
    country: '',
    latitude: '',
    longitude: '',
    client_address: '',
    video_link: '',
    is_premium: false,
    slug_id: '',
    meta_title: '',
    meta_description: '',
    meta_keywords: '',
    parameters: {},
    facilities: {},
  };
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A stored parameter value as the form shows it (file values are links, shown beside the input). */
function parameterText(kind: string, value: unknown): string | string[] | null {
  if (kind === 'file' || value === null || value === undefined) return null;
  if (kind === 'checkbox') {
    if (Array.isArray(value)) return value.map(String);
    return String(value)
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
  }
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** The form filled with a listing of mine (edit). Sold and rented listings keep sell and rent. */
export function valuesFromListing(listing: EditableProperty): PropertyFormValues {
  const parameters: PropertyFormValues['parameters'] = {};
  for (const parameter of listing.parameters ?? []) {
    const value = parameterText(parameter.type_of_parameter, parameter.value);
    if (value !== null) parameters[String(parameter.id)] = value;
  }
  const facilities: PropertyFormValues['facilities'] = {};
  for (const facility of listing.assign_facilities ?? []) {
    facilities[String(facility.facility_id)] = text(facility.distance);
  }
  return {
    title: text(listing.title),
    description: text(listing.description),
    category_id: text(listing.category_id ?? listing.category?.id),
    property_type: listing.property_type === 'rent' || listing.property_type === 'rented' ? 'rent' : 'sell',
    rentduration: listing.rentduration ?? 'Monthly',
    price: text(listing.price),
    address: text(listing.address),
    city: text(listing.city),
    state: text(listing.state),
    country: text(listing.country),
    latitude: text(listing.latitude),
    longitude: text(listing.longitude),
    client_address: text(listing.client_address),
    video_link: text(listing.video_link),
    is_premium: Boolean(listing.is_premium),
    slug_id: text(listing.slug_id),
    meta_title: text(listing.meta_title),
    meta_description: text(listing.meta_description),
    meta_keywords: text(listing.meta_keywords),
    parameters,
    facilities,
  };
}

/** The chosen category, or null while none (or one no longer offered) is picked. */
export function categoryOf(
  categories: readonly PostingCategory[],
  categoryId: string,
): PostingCategory | null {
  return categories.find((c) => String(c.id) === categoryId) ?? null;
}

/** A parameter's value for sending: trimmed text, ticked options, or null when left empty. */
export function parameterValue(
  parameter: ParameterType,
  values: PropertyFormValues['parameters'],
): string | string[] | null {
  const value = values[String(parameter.id)];
  if (value === undefined) return null;
  if (Array.isArray(value)) {
    if (parameter.type_of_parameter !== 'checkbox') return null;
    const ticked = value.filter((v) => (parameter.type_values ?? []).includes(v));
    return ticked.length > 0 ? ticked : null;
  }
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}
