import type { PropertyListQuery } from '@domus/shared/schemas/property-query.schema';
import { propertyRepository } from '../src/modules/properties/property.repository.js';
import type { Services } from '../src/services.js';

/**
 * The floor of a get-property-list call: the same page and count queries, straight on the
 * database through the repository — no HTTP, validation, relations or presenting.
 */
export async function floorQuery(services: Services, query: PropertyListQuery) {
  const { db, now, dialect } = services.deps;
  return propertyRepository(db, now, dialect).page(await services.properties.browseRequest(query));
}
