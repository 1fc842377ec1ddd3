import { isBuiltInRole } from '@domus/shared/constants/admin-permissions.constants';
import type { Kysely } from 'kysely';
import { containsLower, toNumber } from '../../db/dialect.js';
import type { DB, Row } from '../../db/types.js';

export interface MemberFilters {
  search?: string;
  active?: boolean;
  /** member, agent, or staff (admin and every staff role). */
  role?: 'member' | 'agent' | 'staff';
  verificationStatus?: string;
}

export interface MemberCounts {
  properties: number;
  projects: number;
  paymentsTotal: number;
  activePackage: { id: number; name: string; end_date: unknown } | null;
}

/** The operators' reads of accounts (deleted tombstones are never listed). */
export function memberAdminRepository(db: Kysely<DB>) {
  function filtered(filters: MemberFilters) {
    return db
      .selectFrom('users as u')
      .where('u.role', '<>', 'deleted')
      .$if(!!filters.search, (q) =>
        q.where((eb) =>
          eb.or([
            containsLower('u.name', filters.search as string, true),
            containsLower('u.email', filters.search as string, true),
            containsLower('u.mobile', filters.search as string),
          ]),
        ),
      )
      .$if(filters.active !== undefined, (q) => q.where('u.is_active', '=', filters.active ? 1 : 0))
      .$if(filters.role === 'member', (q) => q.where('u.role', '=', 'member'))
      .$if(filters.role === 'agent', (q) => q.where('u.role', '=', 'agent'))
      .$if(filters.role === 'staff', (q) => q.where('u.role', 'not in', ['member', 'agent', 'deleted']))
      .$if(!!filters.verificationStatus, (q) =>
        q.where('u.verification_status', '=', filters.verificationStatus as string),
      );
  }

  return {
    async page(filters: MemberFilters, offset: number, limit: number) {
      const base = filtered(filters);
      const [rows, count] = await Promise.all([
        base.selectAll('u').orderBy('u.id', 'desc').offset(offset).limit(limit).execute(),
        base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
      return { rows, total: toNumber(count?.n) };
    },

    async find(id: number): Promise<Row<'users'> | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', id)
        .where('role', '<>', 'deleted')
        .executeTakeFirst();
    },

    /** Staff accounts: `admin` and every stored staff role. */
    async staffPage(search: string | undefined, offset: number, limit: number) {
      return this.page({ search, role: 'staff' }, offset, limit);
    },

    async counts(userId: number, at: string): Promise<MemberCounts> {
      const [properties, projects, paid, active] = await Promise.all([
        db
          .selectFrom('properties')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('owner_id', '=', userId)
          .executeTakeFirst(),
        db
          .selectFrom('projects')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('owner_id', '=', userId)
          .executeTakeFirst(),
        db
          .selectFrom('payment_transactions')
          .select((eb) => eb.fn.sum<number>('amount').as('total'))
          .where('user_id', '=', userId)
          .where('payment_status', '=', 'success')
          .executeTakeFirst(),
        db
          .selectFrom('user_packages as up')
          .innerJoin('packages as p', 'p.id', 'up.package_id')
          .select(['p.id', 'p.name', 'up.end_date'])
          .where('up.user_id', '=', userId)
          .where('up.start_date', '<=', at)
          .where((eb) => eb.or([eb('up.end_date', 'is', null), eb('up.end_date', '>', at)]))
          .orderBy('up.id', 'desc')
          .executeTakeFirst(),
      ]);
      return {
        properties: toNumber(properties?.n),
        projects: toNumber(projects?.n),
        paymentsTotal: toNumber(paid?.total ?? 0),
        activePackage: active ?? null,
      };
    },

    async setRole(id: number, role: string, at: string): Promise<Row<'users'>> {
      return db
        .updateTable('users')
        .set({ role, updated_at: at })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  };
}

/** Whether a stored role is a staff role (admin or a stored one), as opposed to member/agent. */
export function isStaffRole(role: string): boolean {
  return role === 'admin' || !isBuiltInRole(role);
}
