import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { createFacility, createParameter, linkParameter } from '../db/testing/catalogue.factory.js';
import type { FactoryApp } from '../db/testing/factory-context.js';
import { createCategory } from '../db/testing/listing.factory.js';
import { subscribe } from '../db/testing/package.factory.js';
import { bearer, createSession, createUser } from '../db/testing/user.factory.js';
import { settleImageVariants } from '../modules/listings/listing-media.js';
import type { TestApp } from './test-app.js';
import { jpegWithExif, type MultipartPart, multipart, png } from './upload-fixtures.js';

/**
 * The listing form as a browser sends it (multipart), for the post_property / post_project tests:
 * a category with a parameter of each kind, a member with a complete profile and a package, and
 * the text fields of a valid form.
 */
export async function postingCatalogue(app: FactoryApp) {
  const category = await createCategory(app);
  const bedrooms = await createParameter(app, { name: 'Bedrooms', type_of_parameter: 'number' });
  const furnishing = await createParameter(app, {
    name: 'Furnishing',
    type_of_parameter: 'dropdown',
    type_values: JSON.stringify(['Furnished', 'Semi', 'None']),
  });
  const amenities = await createParameter(app, {
    name: 'Amenities',
    type_of_parameter: 'checkbox',
    type_values: JSON.stringify(['Gym', 'Pool', 'Lift']),
  });
  const brochure = await createParameter(app, { name: 'Brochure', type_of_parameter: 'file' });
  await linkParameter(app, category.id, bedrooms.id, { sequence: 1, is_required: 1 });
  await linkParameter(app, category.id, furnishing.id, { sequence: 2 });
  await linkParameter(app, category.id, amenities.id, { sequence: 3 });
  await linkParameter(app, category.id, brochure.id, { sequence: 4 });
  const school = await createFacility(app, { name: 'School' });
  return { category, bedrooms, furnishing, amenities, brochure, school };
}

/** A member who may post: complete profile, and `units` units of `feature` (null: no package at all). */
export async function poster(
  app: FactoryApp,
  units: number | null = 3,
  values: Parameters<typeof createUser>[1] = {},
  feature: 'property_list' | 'project_list' = 'property_list',
) {
  const user = await createUser(app, { profile: 'demo/avatar.jpg', address: '1 Beach Road', ...values });
  if (units !== null) await subscribe(app, user.id, [{ type: feature, limit: units }]);
  return { user, auth: bearer(await createSession(app, user.id)) };
}

/** A member who may post projects: complete profile and `units` project_list units. */
export const projectPoster = (
  app: FactoryApp,
  units: number | null = 3,
  values: Parameters<typeof createUser>[1] = {},
) => poster(app, units, values, 'project_list');

/** The text fields of a valid project form (multipart parts). */
export function projectFields(categoryId: number, overrides: Record<string, string | undefined> = {}) {
  const fields: Record<string, string | undefined> = {
    title: 'Green Heights',
    description: '<p>Two <em>towers</em> of flats.</p><img src=x onerror=alert(1)>',
    category_id: String(categoryId),
    type: 'under_construction',
    location: 'MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    latitude: '18.52',
    longitude: '73.85',
    ...overrides,
  };
  return Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ({ name, value }));
}

export type Catalogue = Awaited<ReturnType<typeof postingCatalogue>>;

export function propertyFields(c: Catalogue, overrides: Record<string, string | undefined> = {}) {
  const fields: Record<string, string | undefined> = {
    title: 'Sea View Villa',
    description: '<p>Bright <strong>villa</strong> by the sea.</p><script>alert(1)</script>',
    category_id: String(c.category.id),
    property_type: 'sell',
    price: '250000',
    address: '12 Beach Road',
    city: 'Bhuj',
    state: 'Gujarat',
    country: 'India',
    latitude: '23.25',
    longitude: '69.66',
    'parameters[0][parameter_id]': String(c.bedrooms.id),
    'parameters[0][value]': '3',
    'parameters[1][parameter_id]': String(c.furnishing.id),
    'parameters[1][value]': 'semi',
    'parameters[2][parameter_id]': String(c.amenities.id),
    'parameters[2][value]': 'Gym,Lift',
    'facilities[0][facility_id]': String(c.school.id),
    'facilities[0][distance]': '1.5',
    ...overrides,
  };
  return Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ({ name, value }));
}

export async function photo(
  name: string,
  data?: Buffer | Promise<Buffer>,
  filename = 'photo.jpg',
): Promise<MultipartPart> {
  return {
    name,
    file: { filename, data: await (data ?? jpegWithExif(400, 300)), contentType: 'image/jpeg' },
  };
}

export const pngPhoto = async (name: string) => photo(name, png(300, 300), 'photo.png');

/** POSTs a multipart form to a call. */
export async function sendForm(
  app: TestApp,
  call: string,
  parts: MultipartPart[],
  headers: Record<string, string>,
) {
  const body = multipart(parts);
  const res = await app.app.inject({
    method: 'POST',
    url: `/api/${call}`,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
  return { status: res.statusCode, body: res.json() as any };
}

/**
 * The files stored for a member's listings once the background variant work is done, split into
 * originals (what rows name) and WebP variants.
 */
export async function storedFiles(app: TestApp, folder: string, ownerId: number) {
  await settleImageVariants();
  const names = (
    await readdir(path.join(app.deps.config.uploadsDir, folder, String(ownerId))).catch(() => [])
  ).sort();
  return {
    originals: names.filter((n) => !n.endsWith('.webp')),
    variants: names.filter((n) => n.endsWith('.webp')),
  };
}
