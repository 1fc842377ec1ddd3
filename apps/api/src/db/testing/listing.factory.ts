import {
  refreshProjectDerived,
  refreshPropertyDerived,
} from '../../modules/listings/listing-derived.repository.js';
import {
  type NewProjectRow,
  type NewPropertyRow,
  projectWriteRepository,
  propertyWriteRepository,
} from '../../modules/listings/listing-write.repository.js';
import { nowIso } from '../dialect.js';
import type { NewRow } from '../types.js';
import { type FactoryApp, nextSerial, stamps } from './factory-context.js';
import { getRow } from './rows.js';

/**
 * Categories, properties, projects and their advertisements. Listings are written through the
 * product's one write path, so their derived columns are computed by the same code.
 */
export async function createCategory(app: FactoryApp, values: Partial<NewRow<'categories'>> = {}) {
  const n = nextSerial();
  return app.deps.db
    .insertInto('categories')
    .values({
      category: `Category ${n}`,
      slug_id: `category-${n}`,
      sequence: n,
      status: 1,
      ...stamps(app),
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createProperty(
  app: FactoryApp,
  values: Partial<NewPropertyRow> & { category_id: number },
) {
  const n = nextSerial();
  const [id] = await propertyWriteRepository(app.deps.db).insert(
    [
      {
        slug_id: `property-${n}`,
        title: `Property ${n}`,
        description: `<p>Description of property ${n}, a pleasant home.</p>`,
        property_type: 'sell',
        price: 100_000,
        address: `${n} Main Road`,
        city: 'Pune',
        state: 'Maharashtra',
        country: 'India',
        latitude: 18.52,
        longitude: 73.85,
        title_image: `test/p${n}.jpg`,
        owner_id: null,
        status: 1,
        request_status: 'approved',
        ...stamps(app),
        ...values,
      },
    ],
    app.clock.now,
  );
  return getRow(app.deps.db, 'properties', { id: id as number });
}

export async function createProject(
  app: FactoryApp,
  values: Partial<NewProjectRow> & { category_id: number },
) {
  const n = nextSerial();
  const [id] = await projectWriteRepository(app.deps.db).insert(
    [
      {
        slug_id: `project-${n}`,
        title: `Project ${n}`,
        description: `<p>Project ${n} description.</p>`,
        type: 'under_construction',
        location: `${n} Tower Road`,
        city: 'Pune',
        state: 'Maharashtra',
        country: 'India',
        latitude: 18.5,
        longitude: 73.8,
        image: `test/pr${n}.jpg`,
        owner_id: null,
        status: 1,
        request_status: 'approved',
        ...stamps(app),
        ...values,
      },
    ],
    app.clock.now,
  );
  return getRow(app.deps.db, 'projects', { id: id as number });
}

/** A live, approved list advertisement (featured) for a property or project. */
export async function createAdvertisement(
  app: FactoryApp,
  target: { property_id?: number; project_id?: number },
  values: Partial<NewRow<'advertisements'>> = {},
) {
  const start = new Date(app.clock.now.getTime() - 24 * 3600 * 1000);
  const end = new Date(app.clock.now.getTime() + 30 * 24 * 3600 * 1000);
  const row = await app.deps.db
    .insertInto('advertisements')
    .values({
      for: target.property_id ? 'property' : 'project',
      type: 'list',
      property_id: target.property_id ?? null,
      project_id: target.project_id ?? null,
      status: 0,
      is_enable: 1,
      start_date: nowIso(start),
      end_date: nowIso(end),
      ...stamps(app),
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (target.property_id) await refreshPropertyDerived(app.deps.db, app.clock.now, [target.property_id]);
  if (target.project_id) await refreshProjectDerived(app.deps.db, app.clock.now, [target.project_id]);
  return row;
}
