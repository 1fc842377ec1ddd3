import type { AgentListQuery, AgentPropertiesQuery } from '@domus/shared/schemas/agent-query.schema';
import type { AppDeps } from '../../app-deps.js';
import { errors } from '../../lib/app-error.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import { listingContext } from '../listings/listing-context.js';
import { IS_PUBLIC } from '../listings/listing-status.js';
import { OPERATOR_SLUG, operatorProfile } from '../listings/operator.js';
import type { PackageAccessService } from '../packages/package-access.service.js';
import type { ProjectService } from '../projects/project.service.js';
import type { PropertyService } from '../properties/property.service.js';
import type { PropertyFilters } from '../properties/property-filters.repository.js';
import type { SettingsService } from '../settings/settings.service.js';
import {
  type OperatorSocial,
  presentAgentListItem,
  presentAgentProfile,
  presentOperatorListItem,
  presentOperatorProfile,
} from './agent.presenter.js';
import { type AgentMemberRow, agentRepository } from './agent.repository.js';

/** agent-list and agent-properties, and agent cards for the homepage. */
export function agentService(
  deps: AppDeps,
  settings: SettingsService,
  packages: PackageAccessService,
  properties: PropertyService,
  projects: ProjectService,
) {
  const repo = agentRepository(deps.db);
  const context = listingContext(deps, settings);

  /** Visible listings of one owner (null = operator), as agent pages and lists count them. */
  function listingCounts(ownerId: number | null) {
    return repo.listingCounts(ownerId);
  }

  /**
   * The agent sequence: the operator first when it has visible listings, then members. Offsets
   * run over the whole sequence, so the operator takes position 0.
   */
  async function page(offset: number, limit: number, viewer: Viewer | null) {
    const [operatorCounts, memberTotal, ctx] = await Promise.all([
      listingCounts(null),
      repo.countMembers(),
      context(viewer),
    ]);
    const hasOperator = operatorCounts.property_count + operatorCounts.projects_count > 0;
    const shift = hasOperator ? 1 : 0;
    const head =
      hasOperator && offset === 0
        ? [presentOperatorListItem(await operatorProfile(deps, settings), operatorCounts)]
        : [];
    const rows = await repo.memberPage(Math.max(0, offset - shift), limit - head.length);
    return {
      data: [...head, ...rows.map((row) => presentAgentListItem(row, ctx))],
      total: memberTotal + shift,
    };
  }

  type Target = { kind: 'operator' } | { kind: 'member'; user: AgentMemberRow };

  async function resolveTarget(query: AgentPropertiesQuery): Promise<Target> {
    // The operator's agent slug is reserved (operator.ts), so it can only mean the operator.
    if (query.is_admin === true || query.id === 0 || query.slug_id === OPERATOR_SLUG) {
      return { kind: 'operator' };
    }
    const user = await repo.findMember({ id: query.id, slug_id: query.slug_id });
    if (!user) throw errors.notFound();
    return { kind: 'member', user };
  }

  async function operatorSocial(): Promise<OperatorSocial> {
    const [facebook_id, twitter_id, instagram_id, youtube_id] = await Promise.all(
      (['facebook_id', 'twitter_id', 'instagram_id', 'youtube_id'] as const).map((key) => settings.get(key)),
    );
    return {
      facebook_id: facebook_id ?? null,
      twitter_id: twitter_id ?? null,
      instagram_id: instagram_id ?? null,
      youtube_id: youtube_id ?? null,
    };
  }

  /**
   * The properties tab: visible sell/rent listings, premium first then newest. Callers without
   * premium_properties get the non-premium ones only (and a total without the premium ones).
   */
  async function propertyTab(
    ownerId: number | null,
    premiumIds: number[],
    entitled: boolean,
    offset: number,
    limit: number,
    viewer: Viewer | null,
  ) {
    const base: PropertyFilters = { minPublic: IS_PUBLIC.browsable, ownerId };
    const rest: PropertyFilters = { ...base, excludePremium: true };
    const premiumTotal = entitled ? premiumIds.length : 0;
    const head =
      offset < premiumTotal
        ? await properties.listCards({ ...base, ids: premiumIds }, 'newest', offset, limit, viewer)
        : [];
    const [tail, restTotal] = await Promise.all([
      properties.listCards(rest, 'newest', Math.max(0, offset - premiumTotal), limit - head.length, viewer),
      properties.countListings(rest),
    ]);
    return { cards: [...head, ...tail], total: premiumTotal + restTotal };
  }

  return {
    /** agent-list. Public: the credential is ignored, so members' emails are never shown here. */
    async list(query: AgentListQuery, viewer: Viewer | null) {
      return page(query.offset, query.limit, viewer);
    },

    /** Agent list items in agent-list order, for homepage sections. */
    async listItems(offset: number, limit: number, viewer: Viewer | null = null) {
      return (await page(offset, limit, viewer)).data;
    },

    /** agent-properties: one agent's profile and one tab of its visible listings. */
    async profile(query: AgentPropertiesQuery, viewer: Viewer | null) {
      const target = await resolveTarget(query);
      const ownerId = target.kind === 'operator' ? null : target.user.id;
      const userId = viewer?.user.id ?? null;
      const feature = query.is_projects ? 'project_access' : 'premium_properties';
      const [check, premiumIds, counts, ctx] = await Promise.all([
        packages.check(userId, feature),
        repo.premiumPropertyIds(ownerId),
        listingCounts(ownerId),
        context(viewer),
      ]);
      const customer_data =
        target.kind === 'operator'
          ? presentOperatorProfile(await operatorProfile(deps, settings), await operatorSocial(), counts)
          : presentAgentProfile(target.user, counts, ctx);
      const flags = {
        premium_properties_count: premiumIds.length,
        package_available: check.package_available,
        feature_available: check.feature_available,
      };
      if (query.is_projects) {
        // The agent's own projects (and, for operators, anyone's) are never locked behind a package.
        const open = check.feature_available || projects.seesInFull(ownerId, viewer);
        // The total stays visible when the tab is locked, so the client can show "N projects".
        const projects_data = open
          ? await projects.listCards({ ownerId }, query.offset, query.limit, viewer)
          : [];
        return {
          data: {
            customer_data,
            properties_data: [],
            projects_data,
            ...flags,
            feature_available: open,
          },
          total: counts.projects_count,
        };
      }
      // On this tab the check is premium_properties: it decides whether premium items show.
      const { cards, total } = await propertyTab(
        ownerId,
        premiumIds,
        check.feature_available,
        query.offset,
        query.limit,
        viewer,
      );
      return {
        data: {
          customer_data,
          properties_data: cards,
          projects_data: [],
          ...flags,
        },
        total,
      };
    },
  };
}

export type AgentService = ReturnType<typeof agentService>;
