import {
  type PersonalisedInterests,
  personalisedFieldsSchema,
} from '@domus/shared/schemas/personalised.schema';

// The interests form's values, the body they send (the API's wire format: csv lists, "min,max",
// 0/1 types) and the check before sending, with the same schema the API parses.

export interface InterestsFormValues {
  categoryIds: number[];
  facilityIds: number[];
  minPrice: string;
  maxPrice: string;
  types: Array<'sell' | 'rent'>;
  city: string;
}

export const EMPTY_INTERESTS: InterestsFormValues = {
  categoryIds: [],
  facilityIds: [],
  minPrice: '',
  maxPrice: '',
  types: [],
  city: '',
};

export function formValuesOf(interests: PersonalisedInterests | null): InterestsFormValues {
  if (!interests) return EMPTY_INTERESTS;
  return {
    categoryIds: interests.category_ids,
    facilityIds: interests.outdoor_facilitiy_ids,
    minPrice: interests.price_range ? String(interests.price_range[0]) : '',
    maxPrice: interests.price_range ? String(interests.price_range[1]) : '',
    types: interests.property_type,
    city: interests.city ?? '',
  };
}

/**
 * The POST body: only the criteria given. One price bound alone stands for the open range (no
 * minimum is 0; no maximum is refused by the schema, so the member is asked for it).
 */
export function bodyOf(values: InterestsFormValues): Record<string, string> {
  const body: Record<string, string> = {};
  if (values.categoryIds.length) body.category_ids = values.categoryIds.join(',');
  if (values.facilityIds.length) body.outdoor_facilitiy_ids = values.facilityIds.join(',');
  const min = values.minPrice.trim();
  const max = values.maxPrice.trim();
  if (min || max) body.price_range = `${min || '0'},${max}`;
  if (values.types.length) body.property_type = values.types.map((t) => (t === 'sell' ? '0' : '1')).join(',');
  if (values.city.trim()) body.city = values.city.trim();
  return body;
}

/** The schema's first message for the body, by field, or null when it would be accepted. */
export function checkInterests(body: Record<string, string>): { field: string; message: string } | null {
  const parsed = personalisedFieldsSchema.safeParse(body);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return issue ? { field: String(issue.path[0] ?? 'category_ids'), message: issue.message } : null;
}

/** A stable name of saved interests: the recommendations read for them are cached under it. */
export function interestsVersion(interests: PersonalisedInterests | null): string {
  return interests ? JSON.stringify(bodyOf(formValuesOf(interests))) : 'none';
}
