import {
  parseSavedQuery,
  SAVED_SEARCH_LIMITS,
  type SaveSearchInput,
} from '@domus/shared/schemas/saved-search.schema';
import type { AppDeps } from '../../app-deps.js';
import { errors } from '../../lib/app-error.js';
import { linkSigner, loadLinkSecret } from '../../lib/link-signer.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { PropertyService } from '../properties/property.service.js';
import { presentSavedSearch } from './saved-search.presenter.js';
import { savedSearchRepository } from './saved-search.repository.js';

/** Token purposes: one saved search's alerts, or a member's favourite alerts. */
export const UNSUBSCRIBE_PURPOSE = { search: 'search', favourites: 'favourites' } as const;

export const FAVOURITE_ALERTS_NAME = 'Changes to your favourite listings';

/**
 * Saved searches (contract §3.8): a member's list, save (create or update), delete, and the
 * public unsubscribe link of the alert mails. Signing lives here so the sweep's mails and the
 * unsubscribe call agree on one key.
 */
export function savedSearchService(deps: AppDeps, properties: PropertyService) {
  let secret: Buffer | null = null;
  const signer = linkSigner(() => {
    secret ??= loadLinkSecret(deps.config.alertLinkSecret, deps.config.dataDir);
    return secret;
  });
  const repo = () => savedSearchRepository(deps.db);
  const present = (row: Parameters<typeof presentSavedSearch>[0]) =>
    presentSavedSearch(row, deps.config.publicUrl);

  /** get-property-list's own answer for a search it cannot run (an unknown category…). */
  async function assertRunnable(query: string): Promise<void> {
    const parsed = parseSavedQuery(query);
    if (!parsed.ok) throw errors.field('query', parsed.message);
    await properties.browseRequest(parsed.query);
  }

  return {
    signer,

    /** get-saved-searches: opening the list is using the searches, which ends any back-off. */
    async list(viewer: Viewer) {
      await repo().markEngaged(viewer.user.id, deps.now());
      const rows = await repo().listFor(viewer.user.id);
      return { data: rows.map(present), total: rows.length };
    },

    /** save-search: a new search (at most 20 each), or an edit of one of mine. */
    async save(viewer: Viewer, input: SaveSearchInput) {
      const userId = viewer.user.id;
      if (input.id !== undefined) {
        const existing = await repo().find(input.id, userId);
        if (!existing) throw errors.notFound();
        const values = {
          name: input.name,
          query: input.query ?? existing.query,
          frequency: input.frequency ?? existing.frequency,
          paused: input.paused === undefined ? existing.paused : input.paused ? 1 : 0,
        };
        if (existing.query !== values.query) await assertRunnable(values.query);
        const updated = await deps.db.transaction().execute(async (trx) => {
          const r = savedSearchRepository(trx);
          if (!(await r.update(input.id as number, userId, values, deps.now()))) return false;
          // A new query's old matches no longer hold; a paused search is owed nothing.
          if (values.paused || existing.query !== values.query) await r.dropUnsent(input.id as number);
          return true;
        });
        const row = updated ? await repo().find(input.id, userId) : undefined;
        if (!row) throw errors.notFound();
        return { created: false, data: present(row) };
      }
      const values = {
        name: input.name,
        query: input.query ?? '',
        frequency: input.frequency ?? 'instant',
        paused: input.paused ? 1 : 0,
      };
      await assertRunnable(values.query);
      const id = await deps.db.transaction().execute(async (trx) => {
        const r = savedSearchRepository(trx);
        if ((await r.countFor(userId)) >= SAVED_SEARCH_LIMITS.perMember) throw errors.coded('LIMIT_REACHED');
        return r.insert(userId, values, deps.now());
      });
      const row = await repo().find(id, userId);
      if (!row) throw errors.notFound();
      return { created: true, data: present(row) };
    },

    /** delete-saved-search: one of mine, with its deliveries. */
    async remove(viewer: Viewer, id: number): Promise<void> {
      if (!(await repo().remove(id, viewer.user.id))) throw errors.notFound();
    },

    /**
     * unsubscribe-saved-search: no session, the signed token is the proof. Pauses the search (or
     * turns favourite alerts off); doing it again changes nothing.
     */
    async unsubscribe(token: string): Promise<{ id: number; name: string }> {
      const found = signer.verify(token, Object.values(UNSUBSCRIBE_PURPOSE));
      if (!found) throw errors.coded('UNSUBSCRIBE_LINK_INVALID');
      if (found.purpose === UNSUBSCRIBE_PURPOSE.favourites) {
        await repo().optOutOfFavourites(found.id, deps.now());
        return { id: 0, name: FAVOURITE_ALERTS_NAME };
      }
      const search = await repo().byId(found.id);
      // A deleted search (or account) sends nothing any more: the link did its job already.
      if (!search) return { id: found.id, name: '' };
      if (search.paused !== 1) await repo().pause(search.id, deps.now());
      return { id: search.id, name: search.name };
    },
  };
}

export type SavedSearchService = ReturnType<typeof savedSearchService>;
