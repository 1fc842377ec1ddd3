import { MODERATION_STATES, type ModerationState } from '@domus/shared/constants/moderation.constants';
import { parsePage } from '@/components/ui/page-links.util';
import type { RawQuery } from '@/lib/url-query.util';
import type { ModerationKind } from './moderation.types';

// The moderation screen's address: /admin/moderation?kind=projects&status=rejected&search=villa&page=2. Every
// view is a plain link or a GET form, so it works before hydration and can be shared.

export const ADMIN_PATH = '/admin/moderation';

export interface ModerationParams {
  kind: ModerationKind;
  status: ModerationState;
  search: string;
  page: number;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export function parseModerationParams(raw: RawQuery): ModerationParams {
  const status = first(raw.status);
  return {
    kind: first(raw.kind) === 'projects' ? 'projects' : 'properties',
    status: (MODERATION_STATES as readonly string[]).includes(status)
      ? (status as ModerationState)
      : 'pending',
    search: first(raw.search).trim().slice(0, 100),
    page: parsePage(raw.page),
  };
}

/** The address of a view; defaults are left out, so the queue itself is plain /admin. */
export function moderationHref(params: ModerationParams, change: Partial<ModerationParams> = {}): string {
  const next = { ...params, ...change };
  const query = new URLSearchParams();
  if (next.kind !== 'properties') query.set('kind', next.kind);
  if (next.status !== 'pending') query.set('status', next.status);
  if (next.search) query.set('search', next.search);
  if (next.page > 1) query.set('page', String(next.page));
  const text = query.toString();
  return text ? `${ADMIN_PATH}?${text}` : ADMIN_PATH;
}
