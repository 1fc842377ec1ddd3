import { toIso } from '../../db/dialect.js';
import type { Row } from '../../db/types.js';
import type { MemberCounts } from './member-admin.repository.js';

/** An account as the console's members table shows it (no secrets, no hashes). */
export function presentMember(user: Row<'users'>) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    mobile: user.mobile,
    profile: user.profile,
    role: user.role,
    is_active: !!user.is_active,
    is_email_verified: !!user.is_email_verified,
    verification_status: user.verification_status,
    logintype: user.logintype,
    created_at: toIso(user.created_at),
  };
}

/** One account with what it holds: listings, projects, its active package, what it paid. */
export function presentMemberDetail(user: Row<'users'>, counts: MemberCounts) {
  return {
    ...presentMember(user),
    address: user.address,
    properties_count: counts.properties,
    projects_count: counts.projects,
    payments_total: counts.paymentsTotal,
    active_package: counts.activePackage
      ? {
          id: counts.activePackage.id,
          name: counts.activePackage.name,
          end_date: toIso(counts.activePackage.end_date),
        }
      : null,
  };
}

export type AdminMember = ReturnType<typeof presentMember>;
export type AdminMemberDetail = ReturnType<typeof presentMemberDetail>;
