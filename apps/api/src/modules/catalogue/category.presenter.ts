import { mediaUrl, type StorageAdapter } from '../../adapters/storage/storage.adapter.js';
import { parseOptions } from '../listings/listing.presenter.js';
import type { CategoryRow } from './category.repository.js';

/** The fields of a category and of its parameters that leave the server. */

export interface ParameterTypeFields {
  id: number;
  name: string;
  type_of_parameter: string;
  type_values: string | null;
  image: string | null;
  is_required: number;
}

/** A parameter without `value`: category parameter types and filter chips. */
export function presentParameterType(storage: StorageAdapter, row: ParameterTypeFields) {
  return {
    id: row.id,
    name: row.name,
    type_of_parameter: row.type_of_parameter,
    type_values: parseOptions(row.type_values),
    image: mediaUrl(storage, row.image),
    is_required: !!row.is_required,
  };
}

export function presentCategory(
  storage: StorageAdapter,
  row: CategoryRow,
  parameterTypes: ParameterTypeFields[],
) {
  return {
    id: row.id,
    category: row.category,
    slug_id: row.slug_id,
    image: mediaUrl(storage, row.image),
    parameter_types: parameterTypes.map((p) => presentParameterType(storage, p)),
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    meta_keywords: row.meta_keywords,
    meta_image: mediaUrl(storage, row.meta_image),
    // Only when asked for with has_property.
    ...(row.properties_count === undefined ? {} : { properties_count: row.properties_count }),
  };
}
