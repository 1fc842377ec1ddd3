import type { PersonalisedInterests } from '@domus/shared/schemas/personalised.schema';
import type { InterestsRecord } from './personalised.repository.js';

/** Personalised interests §2.17: unset lists are [], an unset price range or city is null. */
export function presentInterests(record: InterestsRecord): PersonalisedInterests {
  return {
    user_id: record.userId,
    category_ids: record.categoryIds,
    outdoor_facilitiy_ids: record.facilityIds,
    price_range:
      record.minPrice !== null && record.maxPrice !== null ? [record.minPrice, record.maxPrice] : null,
    property_type: record.propertyTypes.filter((t): t is 'sell' | 'rent' => t === 'sell' || t === 'rent'),
    city: record.city,
  };
}
