import type { AdStatusName } from '@domus/shared/constants/advertisement-admin.constants';
import type { Kysely } from 'kysely';
import { containsLower, dialectOf, nowIso, toNumber } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import { ADVERTISEMENT_STATUS } from '../listings/listing-status.js';
import type { AdvertisementRow } from './advertisement.repository.js';

export interface AdFilters {
  status: AdStatusName;
  for?: 'property' | 'project';
  type?: 'list' | 'slider';
  /** Part of the listing's title, any case. */
  search?: string;
}

/** `moderation_reasons.entity` of an advertisement's rejection reason. */
const REASON_ENTITY = 'advertisement';

/** The operators' advertisement queue and their decisions (contract §4.6). */
export function advertisementAdminRepository(db: Kysely<DB>) {
  const joined = () =>
    db
      .selectFrom('advertisements as a')
      .leftJoin('properties as pr', 'pr.id', 'a.property_id')
      .leftJoin('projects as pj', 'pj.id', 'a.project_id');

  const withColumns = (q: ReturnType<typeof joined>) =>
    q
      .leftJoin('users as u', 'u.id', 'a.customer_id')
      .selectAll('a')
      .select([
        'pr.title as property_title',
        'pr.slug_id as property_slug',
        'pr.title_image as property_image',
        'pr.is_promoted as property_promoted',
        'pj.title as project_title',
        'pj.slug_id as project_slug',
        'pj.image as project_image',
        'pj.is_promoted as project_promoted',
        'u.name as owner_name',
        'u.email as owner_email',
      ]);

  /**
   * Ads of one status as reads see it at `at`: an approved ad whose end has passed counts as
   * expired already (the sweep persists it later).
   */
  const filtered = (f: AdFilters, at: Date) => {
    const now = nowIso(at);
    return joined()
      .where((eb) => {
        switch (f.status) {
          case 'pending':
            return eb('a.status', '=', ADVERTISEMENT_STATUS.pending);
          case 'rejected':
            return eb('a.status', '=', ADVERTISEMENT_STATUS.rejected);
          case 'approved':
            return eb.and([eb('a.status', '=', ADVERTISEMENT_STATUS.approved), eb('a.end_date', '>', now)]);
          default:
            return eb.or([
              eb('a.status', '=', ADVERTISEMENT_STATUS.expired),
              eb.and([eb('a.status', '=', ADVERTISEMENT_STATUS.approved), eb('a.end_date', '<=', now)]),
            ]);
        }
      })
      .$if(f.for !== undefined, (q) => q.where('a.for', '=', f.for as string))
      .$if(f.type !== undefined, (q) => q.where('a.type', '=', f.type as string))
      .$if(!!f.search, (q) =>
        q.where((eb) =>
          eb.or([
            containsLower('pr.title', f.search as string, true),
            containsLower('pj.title', f.search as string, true),
          ]),
        ),
      );
  };

  return {
    /** The queue waits oldest first (first come, first served); the other lists newest first. */
    async page(f: AdFilters, at: Date, offset: number, limit: number) {
      const direction = f.status === 'pending' ? 'asc' : 'desc';
      const [rows, total] = await Promise.all([
        withColumns(filtered(f, at))
          .orderBy('a.created_at', direction)
          .orderBy('a.id', direction)
          .offset(offset)
          .limit(limit)
          .execute(),
        filtered(f, at)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst(),
      ]);
      return { rows, total: toNumber(total?.n) };
    },

    async one(id: number) {
      return withColumns(joined()).where('a.id', '=', id).executeTakeFirst();
    },

    /** How many ads are in each status (pending, approved, rejected, expired) at `at`. */
    async counts(at: Date): Promise<Record<AdStatusName, number>> {
      const names: AdStatusName[] = ['pending', 'approved', 'rejected', 'expired'];
      const totals = await Promise.all(
        names.map((status) =>
          filtered({ status }, at)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirst(),
        ),
      );
      return Object.fromEntries(names.map((name, i) => [name, toNumber(totals[i]?.n)])) as Record<
        AdStatusName,
        number
      >;
    },

    /** The latest rejection reason of each ad, newest first (the caller keeps the first per ad). */
    async reasons(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('moderation_reasons')
        .select(['entity_id', 'reason', 'created_at'])
        .where('entity', '=', REASON_ENTITY)
        .where('entity_id', 'in', ids)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** The ad, held until the caller's transaction ends (PostgreSQL; SQLite locks up front). */
    async lock(trx: Kysely<DB>, id: number): Promise<AdvertisementRow | undefined> {
      let q = trx.selectFrom('advertisements').selectAll().where('id', '=', id);
      if (dialectOf(trx) === 'postgres') q = q.forUpdate();
      return q.executeTakeFirst();
    },

    /** Another approved, running ad of the same listing (one live ad per listing, §4.6). */
    async otherRunning(trx: Kysely<DB>, ad: AdvertisementRow, at: Date): Promise<boolean> {
      const key = ad.for === 'project' ? 'project_id' : 'property_id';
      const listingId = (ad.for === 'project' ? ad.project_id : ad.property_id) as number;
      const row = await trx
        .selectFrom('advertisements')
        .select('id')
        .where(key, '=', listingId)
        .where('id', '!=', ad.id)
        .where('status', '=', 0)
        .where('end_date', '>', nowIso(at))
        .executeTakeFirst();
      return row !== undefined;
    },

    async setState(trx: Kysely<DB>, id: number, status: number, enabled: boolean, at: Date) {
      return trx
        .updateTable('advertisements')
        .set({ status, is_enable: enabled ? 1 : 0, updated_at: nowIso(at) })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async addReason(trx: Kysely<DB>, id: number, reason: string, at: Date): Promise<void> {
      await trx
        .insertInto('moderation_reasons')
        .values({ entity: REASON_ENTITY, entity_id: id, reason, created_at: nowIso(at) })
        .execute();
    },

    /** The advertised listing's title and slug, for the owner's notification. */
    async listingOf(trx: Kysely<DB>, ad: AdvertisementRow) {
      if (ad.for === 'project') {
        return trx
          .selectFrom('projects')
          .select(['title', 'slug_id'])
          .where('id', '=', ad.project_id as number)
          .executeTakeFirst();
      }
      return trx
        .selectFrom('properties')
        .select(['title', 'slug_id'])
        .where('id', '=', ad.property_id as number)
        .executeTakeFirst();
    },
  };
}

export type AdvertisementAdminRepository = ReturnType<typeof advertisementAdminRepository>;
export type AdminAdRow = Awaited<ReturnType<AdvertisementAdminRepository['page']>>['rows'][number];
