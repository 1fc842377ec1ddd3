import type { Transaction } from 'kysely';
import { mediaUrl } from '../../adapters/storage/storage.adapter.js';
import type { AppDeps } from '../../app-deps.js';
import type { DB } from '../../db/types.js';
import type { SettingsService } from '../settings/settings.service.js';

/**
 * The operator ("Admin", user id 0) as it appears as listing owner, agent and chat party.
 * Its agent slug is reserved: no member can take it.
 */
export const OPERATOR_SLUG = 'admin';

export interface OperatorProfile {
  id: 0;
  name: string;
  slug_id: string;
  profile: string | null;
  email: string | null;
  mobile: string | null;
  /** company_address: shown where a member's profile would show theirs (project detail). */
  address: string | null;
}

export async function operatorProfile(deps: AppDeps, settings: SettingsService): Promise<OperatorProfile> {
  const [name, image, email, mobile, address] = await Promise.all([
    settings.get('admin_name'),
    settings.get('admin_image'),
    settings.get('company_email'),
    settings.get('company_tel1'),
    settings.get('company_address'),
  ]);
  return {
    id: 0,
    name,
    slug_id: OPERATOR_SLUG,
    profile: mediaUrl(deps.storage, image),
    email,
    mobile,
    address,
  };
}

/**
 * An operator's save of a listing through the member's posting path (module listing-admin): no
 * member checks or package units, owner 0 on create (approved and active, §4.3), moderation state
 * unchanged on edit. `saved` runs inside the save's transaction (the audit record and the owner's
 * notification commit with the listing or not at all).
 */
export interface OperatorSave {
  saved(trx: Transaction<DB>, id: number): Promise<void>;
}
