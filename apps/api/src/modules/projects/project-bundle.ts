import type { Row } from '../../db/types.js';
import type { ProjectRow } from './project.repository.js';
import type { ProjectRelationsRepository } from './project-relations.repository.js';

type Rows<K extends keyof ProjectRelationsRepository> = Awaited<ReturnType<ProjectRelationsRepository[K]>>;

export interface ProjectBundle {
  categories: Map<number, Row<'categories'>>;
  images: Map<number, Rows<'images'>>;
  documents: Map<number, Rows<'documents'>>;
  plans: Map<number, Rows<'plans'>>;
  owners: Map<number, Rows<'owners'>[number]>;
}

function groupBy<T extends { project_id: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.project_id);
    if (list) list.push(row);
    else map.set(row.project_id, [row]);
  }
  return map;
}

/** Loads every relation a page of projects needs, in parallel; documents and plans only for details. */
export async function loadProjectBundle(
  relations: ProjectRelationsRepository,
  rows: ProjectRow[],
  options: { detail: boolean },
): Promise<ProjectBundle> {
  const ids = rows.map((r) => r.id);
  const categoryIds = [...new Set(rows.map((r) => r.category_id))];
  const ownerIds = [...new Set(rows.map((r) => r.owner_id).filter((id): id is number => id !== null))];
  const [categories, images, documents, plans, owners] = await Promise.all([
    relations.categories(categoryIds),
    relations.images(ids),
    options.detail ? relations.documents(ids) : Promise.resolve([]),
    options.detail ? relations.plans(ids) : Promise.resolve([]),
    relations.owners(ownerIds),
  ]);
  return {
    categories: new Map(categories.map((c) => [c.id, c])),
    images: groupBy(images),
    documents: groupBy(documents),
    plans: groupBy(plans),
    owners: new Map(owners.map((o) => [o.id, o])),
  };
}
