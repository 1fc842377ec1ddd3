import { mediaUrl, type StorageAdapter } from '../../adapters/storage/storage.adapter.js';
import type { CityCountRow } from './city.repository.js';

/**
 * A city card: the key names are the spec client's own (`City`, `Count`). A city
 * without an image shows the site placeholder (`web_placeholder_logo`), or null when unset.
 */
export function presentCity(storage: StorageAdapter, row: CityCountRow, placeholder: string | null) {
  return {
    City: row.name,
    Count: row.count,
    image: mediaUrl(storage, row.image ?? placeholder),
  };
}
