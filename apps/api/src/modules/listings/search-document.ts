import { stripHtml } from './listing.presenter.js';

/** What a visitor's keyword may match in a listing: what it says, and what it has. */
export interface SearchDocumentParts {
  title: string;
  address: string;
  city: string;
  category: string | null;
  description: string;
  /** Stored values of the listing's parameters, with their type (checkbox values are JSON). */
  parameters: { type: string; value: string }[];
  /** Names of the nearby places attached to the listing (school, swimming pool…). */
  facilities: string[];
}

// Numbers say nothing on their own ("3" is not a search for bedrooms) and file values are storage
// keys: only worded values are searchable.
const WORDED_TYPES = new Set(['textbox', 'textarea', 'dropdown', 'radiobutton', 'checkbox']);

function wordedValues(parameter: { type: string; value: string }): string[] {
  if (!WORDED_TYPES.has(parameter.type)) return [];
  if (parameter.type !== 'checkbox') return [parameter.value];
  try {
    const parsed: unknown = JSON.parse(parameter.value);
    return Array.isArray(parsed) ? parsed.map(String) : [parameter.value];
  } catch {
    return [parameter.value];
  }
}

/**
 * The lower-cased text keyword search runs over (properties.search_text). HTML is reduced to its
 * words so a needle never matches markup; the title leads, so a reader of the column sees why a
 * listing matched.
 */
export function searchDocument(parts: SearchDocumentParts): string {
  return [
    parts.title,
    parts.address,
    parts.city,
    parts.category ?? '',
    stripHtml(parts.description),
    ...parts.parameters.flatMap(wordedValues),
    ...parts.facilities,
  ]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}
