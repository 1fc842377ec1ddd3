import { beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/dialect.js';
import {
  createAdvertisement,
  createCategory,
  createProject,
  createProperty,
} from '../../db/testing/listing.factory.js';
import { setSettings } from '../../db/testing/settings.factory.js';
import { appPerFile } from '../../testing/app-per-file.js';
import { get, type TestApp } from '../../testing/test-app.js';

// Paid placement is capped per results list (setting `sponsored_per_page`): at most that many
// sponsored listings lead the default order, every other one keeps its organic place (still
// labelled), and paging stays exact across the boundary. 0 keeps the contract's order: all first.

let app: TestApp;
appPerFile((built) => {
  app = built;
});

const HOUR = 3600 * 1000;
let properties: number[] = [];
let projects: number[] = [];

async function cap(value: unknown) {
  await setSettings(app, { sponsored_per_page: value });
  app.services.settings.invalidate();
}

const idsOf = (body: { data: { id: number }[] }) => body.data.map((item) => item.id);

beforeAll(async () => {
  const category = await createCategory(app);
  const ago = (hours: number) => nowIso(new Date(app.clock.now.getTime() - hours * HOUR));
  // Eight of each, newest last; 1, 3, 5 and 7 (zero-based: the 2nd, 4th, 6th, 8th) are sponsored.
  properties = [];
  projects = [];
  for (let i = 0; i < 8; i += 1) {
    properties.push((await createProperty(app, { category_id: category.id, created_at: ago(100 - i) })).id);
    projects.push((await createProject(app, { category_id: category.id, created_at: ago(100 - i) })).id);
  }
  for (const i of [1, 3, 5, 7]) {
    await createAdvertisement(app, { property_id: properties[i] });
    await createAdvertisement(app, { project_id: projects[i] });
  }
});

const p = (i: number) => properties[i];
const q = (i: number) => projects[i];

describe('sponsored listings per results list', () => {
  it('puts every sponsored listing first while the cap is 0 (the contract order)', async () => {
    await cap(0);
    const list = await get(app, 'get-property-list', { limit: 20 });
    expect(idsOf(list.body)).toEqual([p(7), p(5), p(3), p(1), p(6), p(4), p(2), p(0)]);
    const projectList = await get(app, 'get-projects', { limit: 20 });
    expect(idsOf(projectList.body)).toEqual([q(7), q(5), q(3), q(1), q(6), q(4), q(2), q(0)]);
  });

  it('lets only the first N lead; the rest keep their organic place, still marked', async () => {
    await cap(2);
    const list = await get(app, 'get-property-list', { limit: 20 });
    expect(idsOf(list.body)).toEqual([p(7), p(5), p(6), p(4), p(3), p(2), p(1), p(0)]);
    expect(list.body.total).toBe(8);
    const marked = list.body.data.map((item: { promoted: boolean }) => item.promoted);
    expect(marked).toEqual([true, true, false, false, true, false, true, false]);

    const projectList = await get(app, 'get-projects', { limit: 20 });
    expect(idsOf(projectList.body)).toEqual([q(7), q(5), q(6), q(4), q(3), q(2), q(1), q(0)]);
    expect(projectList.body.total).toBe(8);
  });

  it('pages exactly across the sponsored boundary', async () => {
    await cap(3);
    const all = idsOf((await get(app, 'get-property-list', { limit: 20 })).body);
    expect(all.slice(0, 4)).toEqual([p(7), p(5), p(3), p(6)]);
    for (const size of [1, 2, 3, 5]) {
      const paged: number[] = [];
      for (let offset = 0; offset < 8; offset += size) {
        const page = await get(app, 'get-property-list', { offset, limit: size });
        expect(page.body.total).toBe(8);
        paged.push(...idsOf(page.body));
      }
      expect(paged).toEqual(all);
    }
    const allProjects = idsOf((await get(app, 'get-projects', { limit: 20 })).body);
    const pagedProjects: number[] = [];
    for (let offset = 0; offset < 8; offset += 3)
      pagedProjects.push(...idsOf((await get(app, 'get-projects', { offset, limit: 3 })).body));
    expect(pagedProjects).toEqual(allProjects);
  });

  it('changes nothing when the sponsored listings fit, or in an explicit order', async () => {
    await cap(4);
    expect(idsOf((await get(app, 'get-property-list', { limit: 20 })).body)).toEqual([
      p(7),
      p(5),
      p(3),
      p(1),
      p(6),
      p(4),
      p(2),
      p(0),
    ]);
    await cap(1);
    // No views yet: the most viewed order is the newest, sponsorship ignored.
    const viewed = await get(app, 'get-property-list', { limit: 20, most_viewed: 1 });
    expect(idsOf(viewed.body)).toEqual([p(7), p(6), p(5), p(4), p(3), p(2), p(1), p(0)]);
    expect(idsOf((await get(app, 'get-property-list', { limit: 20, promoted: 1 })).body)).toEqual([
      p(7),
      p(5),
      p(3),
      p(1),
    ]);
  });

  it('publishes the cap in web-settings', async () => {
    await cap('2');
    expect((await get(app, 'web-settings')).body.data.sponsored_per_page).toBe(2);
  });
});
