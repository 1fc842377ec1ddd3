import { type Kysely, sql } from 'kysely';
import { nowIso, toNumber } from '../../db/dialect.js';
import type { DB, Row } from '../../db/types.js';
import { type Counter, filterKey, uncounted } from '../../lib/count-cache.js';
import { ADVERTISEMENT_STATUS } from '../listings/listing-status.js';
import { applyProjectFilters, type ProjectFilters } from './project-filters.repository.js';

export type ProjectRow = Row<'projects'>;

/** `counter`: where totals are kept between writes (the count cache); counts every time by default. */
export function projectRepository(db: Kysely<DB>, now: () => Date, counter: Counter = uncounted) {
  const base = () => db.selectFrom('projects');

  async function count(filters: ProjectFilters): Promise<number> {
    return counter(`projects ${filterKey(filters)}`, async () => {
      const row = await applyProjectFilters(base(), filters, now())
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst();
      return toNumber(row?.n);
    });
  }

  /** Newest first, id as the final tie-breaker. */
  async function list(filters: ProjectFilters, offset: number, limit: number): Promise<ProjectRow[]> {
    if (limit <= 0) return [];
    return applyProjectFilters(base(), filters, now())
      .selectAll('projects')
      .orderBy('projects.created_at', 'desc')
      .orderBy('projects.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
  }

  return {
    count,
    list,

    /**
     * One page and the total. "Promoted first" runs as two index-friendly queries (promoted rows
     * are few) instead of ordering every match by a computed flag, as for properties.
     */
    async page(request: {
      filters: ProjectFilters;
      offset: number;
      limit: number;
      promotedFirst?: boolean;
      /** How many sponsored projects may lead the results (0: all of them); see properties. */
      sponsoredCap?: number;
    }): Promise<{ rows: ProjectRow[]; total: number }> {
      const { filters, offset, limit } = request;
      if (!request.promotedFirst || filters.promotedOnly) {
        const [rows, total] = await Promise.all([list(filters, offset, limit), count(filters)]);
        return { rows, total };
      }
      const promoted = { ...filters, promotedOnly: true };
      const cap = request.sponsoredCap ?? 0;
      if (cap > 0) {
        // More sponsored projects than the cap: the first `cap` lead, every other project keeps
        // its place among the newest.
        const sponsored = await list(promoted, 0, cap + 1);
        if (sponsored.length > cap) {
          const head = sponsored.slice(0, cap);
          const onPage = head.slice(offset, offset + limit);
          const rest = {
            ...filters,
            excludeIds: [...(filters.excludeIds ?? []), ...head.map((row) => row.id)],
          };
          const [tail, restTotal] = await Promise.all([
            list(rest, Math.max(0, offset - cap), limit - onPage.length),
            count(rest),
          ]);
          return { rows: [...onPage, ...tail], total: restTotal + head.length };
        }
      }
      const rest = { ...filters, notPromoted: true };
      // The two parts split the matches exactly: the rest is counted as all minus the promoted,
      // both through indexes, where "not promoted" (no end, or an end passed) has none.
      const [promotedTotal, total] = await Promise.all([count(promoted), count(filters)]);
      const restTotal = total - promotedTotal;
      const head = offset < promotedTotal ? await list(promoted, offset, limit) : [];
      const tail = await list(rest, Math.max(0, offset - promotedTotal), limit - head.length);
      return { rows: [...head, ...tail], total: promotedTotal + restTotal };
    },

    /** Promoted visible projects, the newest live list advertisement first (homepage). */
    async promotedByAdvertisement(limit: number): Promise<ProjectRow[]> {
      const at = nowIso(now());
      return applyProjectFilters(base(), { promotedOnly: true }, now())
        .selectAll('projects')
        .orderBy(
          sql`(select max(a.created_at) from advertisements a where a.project_id = projects.id
            and a.type = 'list' and a.status = ${sql.lit(ADVERTISEMENT_STATUS.approved)} and a.is_enable = 1 and a.end_date > ${at})`,
          'desc',
        )
        .orderBy('projects.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** Any project by id or slug, whatever its state: the service decides who may see it. */
    async findByIdOrSlug(key: { id?: number; slug_id?: string }): Promise<ProjectRow | undefined> {
      let q = base().selectAll();
      if (key.id !== undefined) q = q.where('id', '=', key.id);
      else if (key.slug_id !== undefined) q = q.where('slug_id', '=', key.slug_id);
      else return undefined;
      return q.executeTakeFirst();
    },
  };
}

export type ProjectRepository = ReturnType<typeof projectRepository>;
