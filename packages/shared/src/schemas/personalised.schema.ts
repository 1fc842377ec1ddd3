import { z } from 'zod';
import { enumListParam, idListParam, MAX_MONEY, pagination, textParam } from './params.schema';

// The personalised feed (contract §3.6 `personalised-fields`, §4.14): a member's interests and
// the recommendations they select. The interests form in the browser parses with the same schema.

export const PERSONALISED_CITY_MAX = 100;
export const FILL_ALL_FIELDS = 'Please fill all fields';

const MONEY = /^\d+(\.\d{1,2})?$/;

/**
 * `price_range`: "min,max" (or a two-item array from a JSON body), two decimals ≥ 0 with at most
 * two decimals each, min ≤ max.
 */
export function priceRangeParam(label: string) {
  return z
    .any()
    .transform((value: unknown, ctx) => {
      const parts = Array.isArray(value)
        ? value.map((v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v))
        : typeof value === 'string'
          ? value.split(',')
          : null;
      const texts = parts?.map((p) => (typeof p === 'string' ? p.trim() : null));
      if (texts?.length !== 2 || texts.some((t) => t === null || !MONEY.test(t))) {
        ctx.addIssue({ code: 'custom', message: `${label} must be two amounts: min,max` });
        return z.NEVER;
      }
      const [min, max] = texts.map(Number) as [number, number];
      if (max > MAX_MONEY) {
        ctx.addIssue({
          code: 'custom',
          message: `${label} must not exceed ${MAX_MONEY.toLocaleString('en-US')}`,
        });
        return z.NEVER;
      }
      if (min > max) {
        ctx.addIssue({
          code: 'custom',
          message: `${label}: the minimum must not be greater than the maximum`,
        });
        return z.NEVER;
      }
      return [min, max] as [number, number];
    })
    .meta({ type: 'string', description: `${label}: "min,max", two amounts ≥ 0, min ≤ max` });
}

/** POST `personalised-fields`: every criterion optional, at least one given. */
export const personalisedFieldsSchema = z
  .object({
    category_ids: idListParam('category_ids').optional(),
    outdoor_facilitiy_ids: idListParam('outdoor_facilitiy_ids').optional(),
    price_range: priceRangeParam('price_range').optional(),
    property_type: enumListParam('property_type', ['sell', 'rent'] as const, [0, 1]).optional(),
    city: textParam('city', PERSONALISED_CITY_MAX).optional(),
  })
  .superRefine((value, ctx) => {
    const given =
      (value.category_ids?.length ?? 0) > 0 ||
      (value.outdoor_facilitiy_ids?.length ?? 0) > 0 ||
      value.price_range !== undefined ||
      (value.property_type?.length ?? 0) > 0 ||
      (value.city ?? '') !== '';
    if (!given) ctx.addIssue({ code: 'custom', path: ['category_ids'], message: FILL_ALL_FIELDS });
  });

/** GET and DELETE `personalised-fields` take no parameters. */
export const personalisedNoInputSchema = z.object({});

/** GET `get_user_recommendation`: offset/limit, 10 a page by default. */
export const recommendationQuerySchema = z.object(pagination(10, 100));

export type PersonalisedFieldsInput = z.output<typeof personalisedFieldsSchema>;
export type RecommendationQuery = z.output<typeof recommendationQuerySchema>;

/** Personalised interests §2.17 as the API answers them. */
export interface PersonalisedInterests {
  user_id: number;
  category_ids: number[];
  outdoor_facilitiy_ids: number[];
  price_range: [number, number] | null;
  property_type: Array<'sell' | 'rent'>;
  city: string | null;
}
