import { mediaUrl } from '../../adapters/storage/storage.adapter.js';
import { maskMobile, type PresentContext } from '../listings/listing.presenter.js';
import type { OperatorProfile } from '../listings/operator.js';
import type { AgentCountsRow, AgentMemberRow } from './agent.repository.js';

/**
 * Agent list items and agent profiles. Members' email and mobile only for
 * signed-in callers; the operator's company contacts always.
 */

/** The part of the listings' present context agent cards read. */
export type AgentPresentContext = Pick<PresentContext, 'storage' | 'viewerId' | 'demoMode'>;

export interface ListingCounts {
  property_count: number;
  projects_count: number;
}

/** The operator's public social links live in settings, not in a user row. */
export interface OperatorSocial {
  facebook_id: string | null;
  twitter_id: string | null;
  instagram_id: string | null;
  youtube_id: string | null;
}

function counts(c: ListingCounts) {
  return {
    property_count: c.property_count,
    projects_count: c.projects_count,
    total_count: c.property_count + c.projects_count,
  };
}

export function presentAgentListItem(row: AgentCountsRow, ctx: AgentPresentContext) {
  return {
    id: row.id,
    name: row.name,
    slug_id: row.slug_id,
    email: ctx.viewerId !== null ? row.email : null,
    profile: mediaUrl(ctx.storage, row.profile),
    ...counts(row),
    is_verified: row.verification_status === 'success',
    is_admin: false,
  };
}

export function presentOperatorListItem(operator: OperatorProfile, c: ListingCounts) {
  return {
    id: 0,
    name: operator.name,
    slug_id: operator.slug_id,
    email: operator.email,
    profile: operator.profile,
    ...counts(c),
    is_verified: true,
    is_admin: true,
  };
}

export function presentAgentProfile(user: AgentMemberRow, c: ListingCounts, ctx: AgentPresentContext) {
  const signedIn = ctx.viewerId !== null;
  const isSelf = ctx.viewerId === user.id;
  return {
    id: user.id,
    slug_id: user.slug_id,
    name: user.name,
    profile: mediaUrl(ctx.storage, user.profile),
    email: signedIn ? user.email : null,
    // Demo mode masks other members' numbers.
    mobile: signedIn ? (ctx.demoMode && !isSelf ? maskMobile(user.mobile) : user.mobile) : null,
    address: user.address,
    city: user.city,
    state: user.state,
    country: user.country,
    about_me: user.about_me,
    facebook_id: user.facebook_id,
    twiiter_id: user.twiiter_id,
    instagram_id: user.instagram_id,
    youtube_id: user.youtube_id,
    ...counts(c),
    is_verify: user.verification_status === 'success',
    is_admin: false,
  };
}

export function presentOperatorProfile(operator: OperatorProfile, social: OperatorSocial, c: ListingCounts) {
  return {
    id: 0,
    slug_id: operator.slug_id,
    name: operator.name,
    profile: operator.profile,
    email: operator.email,
    mobile: operator.mobile,
    address: operator.address,
    city: null,
    state: null,
    country: null,
    about_me: null,
    facebook_id: social.facebook_id,
    twiiter_id: social.twitter_id,
    instagram_id: social.instagram_id,
    youtube_id: social.youtube_id,
    ...counts(c),
    is_verify: true,
    is_admin: true,
  };
}
