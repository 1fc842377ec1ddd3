import type { Kysely } from 'kysely';
import { type DialectName, toNumber } from '../../db/dialect.js';
import type { DB, Row } from '../../db/types.js';
import { type Counter, filterKey, uncounted } from '../../lib/count-cache.js';
import { IS_PUBLIC } from '../listings/listing-status.js';
import {
  applyOrder,
  applyPropertyFilters,
  type FilterMode,
  type PropertyFilters,
  type PropertyOrder,
} from './property-filters.repository.js';

export type PropertyRow = Row<'properties'>;

/** Above this many matches a page is cheaper to find by walking the ordering index (SQLite). */
const ORDERED_WALK_THRESHOLD = 2_000;
/** Up to this many ids, a keyword is matched on the rows themselves (FilterMode.fewRows). */
const FEW_ROWS = 1_000;

export interface PageRequest {
  filters: PropertyFilters;
  order: PropertyOrder;
  offset: number;
  limit: number;
  /** Listings with a live advertisement first, across the whole result (the default order). */
  promotedFirst?: boolean;
  /** With a keyword: title matches before matches elsewhere (the default order). */
  relevance?: boolean;
  /**
   * With `promotedFirst`: how many sponsored listings may lead the results (0: all of them). The
   * others keep their place in the requested order, so paid placement never fills the pages.
   */
  sponsoredCap?: number;
  near?: { latitude: number; longitude: number };
}

type Page = { rows: PropertyRow[]; total: number };

export interface PropertyRepositoryOptions {
  orderedWalkThreshold?: number;
  /** Where totals are kept between writes (the count cache); counts every time by default. */
  counter?: Counter;
}

export function propertyRepository(
  db: Kysely<DB>,
  now: () => Date,
  dialect: DialectName,
  options: PropertyRepositoryOptions = {},
) {
  const { orderedWalkThreshold = ORDERED_WALK_THRESHOLD, counter = uncounted } = options;
  const base = () => db.selectFrom('properties as p');

  async function count(filters: PropertyFilters): Promise<number> {
    return counter(`properties ${filterKey(filters)}`, async () => {
      const row = await applyPropertyFilters(base(), filters, now(), dialect, { count: true })
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst();
      return toNumber(row?.n);
    });
  }

  /**
   * How a page query is written on SQLite, from how many rows match: with many, the order's index
   * is walked (see FilterMode); with few, they are collected through the filters' indexes.
   */
  function walkMode(matches: number, order: PropertyOrder): FilterMode {
    if (dialect !== 'sqlite' || matches <= orderedWalkThreshold) return {};
    const explicit = order !== 'newest' && order !== 'nearest';
    return {
      rangesNotIndexed: true,
      equalitiesNotIndexed: explicit,
      keepTypeIndexed: order === 'price_asc' || order === 'price_desc',
    };
  }

  async function select(
    filters: PropertyFilters,
    order: PropertyOrder,
    offset: number,
    limit: number,
    near?: PageRequest['near'],
    promotedFirst = false,
    mode: FilterMode = {},
  ) {
    if (limit <= 0) return [];
    const filtered = applyPropertyFilters(base(), filters, now(), dialect, mode);
    const q = applyOrder(filtered, order, near, promotedFirst);
    return (await q.selectAll('p').offset(offset).limit(limit).execute()) as PropertyRow[];
  }

  /**
   * A keyword search in the default order: listings whose title holds the keyword first, then
   * those matched elsewhere, each part in the requested order. Each part is counted and paged by
   * index-friendly queries, so no query has to rank every match.
   */
  async function ranked(request: PageRequest, promotedFirst: boolean) {
    const { filters, order, offset, limit, near } = request;
    const inTitle: PropertyFilters = { ...filters, searchScope: 'title' };
    const elsewhere: PropertyFilters = { ...filters, searchScope: 'elsewhere' };
    // Title matches are a subset of all matches: two counts give both parts.
    const [total, titleTotal] = await Promise.all([count(filters), count(inTitle)]);
    const otherTotal = total - titleTotal;
    const mode = (n: number) => walkMode(n, order);
    const rows =
      offset < titleTotal
        ? await select(inTitle, order, offset, limit, near, promotedFirst, mode(titleTotal))
        : [];
    const rest = limit - rows.length;
    if (rest > 0 && otherTotal > 0) {
      const from = Math.max(0, offset - titleTotal);
      if (from < otherTotal)
        rows.push(...(await select(elsewhere, order, from, rest, near, promotedFirst, mode(otherTotal))));
    }
    return { rows, total };
  }

  async function uncappedPage(request: PageRequest, promotedFirst: boolean): Promise<Page> {
    const { filters, order, offset, limit, near } = request;
    if (request.relevance === true && filters.search?.trim()) return ranked(request, promotedFirst);
    if (dialect === 'sqlite') {
      const total = await count(filters);
      const mode = walkMode(total, order);
      return {
        rows: total > offset ? await select(filters, order, offset, limit, near, promotedFirst, mode) : [],
        total,
      };
    }
    const [rows, total] = await Promise.all([
      select(filters, order, offset, limit, near, promotedFirst),
      count(filters),
    ]);
    return { rows, total };
  }

  /**
   * More sponsored listings than the cap: the first `cap` of them (in the requested order) lead
   * the results and every other listing, sponsored or not, keeps its place in that order. Null
   * when they all fit, where the usual order already is the answer.
   */
  async function cappedPage(request: PageRequest, cap: number): Promise<Page | null> {
    const { filters, order, offset, limit, near } = request;
    const sponsored = await select({ ...filters, promotedOnly: true }, order, 0, cap + 1, near);
    if (sponsored.length <= cap) return null;
    const head = sponsored.slice(0, cap);
    const onPage = head.slice(offset, offset + limit);
    const rest = await uncappedPage(
      {
        ...request,
        filters: { ...filters, excludeIds: [...(filters.excludeIds ?? []), ...head.map((row) => row.id)] },
        offset: Math.max(0, offset - cap),
        limit: limit - onPage.length,
      },
      false,
    );
    return { rows: [...onPage, ...rest.rows], total: rest.total + head.length };
  }

  return {
    count,

    /**
     * One page and the total. The total is a covering-index count; on SQLite it also tells how
     * selective the filters are: with many matches the page walks the ordering index (and stops
     * after one page), with few it collects them through the filter indexes and sorts.
     */
    async page(request: PageRequest): Promise<Page> {
      const promotedFirst = request.promotedFirst === true && !request.filters.promotedOnly;
      const cap = request.sponsoredCap ?? 0;
      if (promotedFirst && cap > 0) {
        const capped = await cappedPage(request, cap);
        if (capped) return capped;
      }
      return uncappedPage(request, promotedFirst);
    },

    list: select,

    /** Which of `filters.ids` match `filters` (saved-search alerts: the new listings a search wants). */
    async matchingIds(filters: PropertyFilters): Promise<number[]> {
      const mode: FilterMode = { fewRows: (filters.ids?.length ?? Infinity) <= FEW_ROWS };
      const rows = await applyPropertyFilters(base(), filters, now(), dialect, mode).select('p.id').execute();
      return rows.map((r) => r.id);
    },

    async findByIdOrSlug(key: { id?: number; slug_id?: string }): Promise<PropertyRow | undefined> {
      let q = base().selectAll('p');
      if (key.id !== undefined) q = q.where('p.id', '=', key.id);
      else if (key.slug_id !== undefined) q = q.where('p.slug_id', '=', key.slug_id);
      else return undefined;
      return (await q.executeTakeFirst()) as PropertyRow | undefined;
    },

    /** Visible sell/rent listings whose city OR state matches, newest first, at most 200. */
    async nearby(query: {
      city?: string;
      state?: string;
      type?: 'sell' | 'rent';
    }): Promise<{ rows: PropertyRow[]; total: number }> {
      let q = base()
        .where('p.is_public', '=', IS_PUBLIC.browsable)
        .where((eb) => {
          const ors = [];
          if (query.city) ors.push(eb(eb.fn('lower', ['p.city']), '=', query.city.trim().toLowerCase()));
          if (query.state) ors.push(eb(eb.fn('lower', ['p.state']), '=', query.state.trim().toLowerCase()));
          return eb.or(ors);
        });
      if (query.type) q = q.where('p.property_type', '=', query.type);
      const [rows, countRow] = await Promise.all([
        q.selectAll('p').orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(200).execute(),
        q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
      return { rows: rows as PropertyRow[], total: Number(countRow?.n ?? 0) };
    },
  };
}

export type PropertyRepository = ReturnType<typeof propertyRepository>;
