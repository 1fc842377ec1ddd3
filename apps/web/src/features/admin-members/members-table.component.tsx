import Link from 'next/link';
import { roleLabel } from '@/lib/i18n/role-label.util';
import type { Translate } from '@/lib/i18n/translate.util';
import type { AdminMember } from './admin-members.types';
import { VERIFICATION_KEYS } from './members-filters.component';
import { MEMBERS_PATH } from './members-params.util';

// One page of accounts as a table, each name leading to its page. Server-rendered.

const CELL = 'px-3 py-3 align-top';

export function MembersTable({ items, t }: { items: AdminMember[]; t: Translate }) {
  const heads = [
    'adminMembersName',
    'adminMembersEmail',
    'adminMembersPhone',
    'adminMembersRole',
    'adminMembersActive',
    'adminMembersVerification',
    'adminMembersJoined',
  ] as const;
  return (
    <div className="relative overflow-x-auto rounded-xl border border-gray-200">
      <table className="w-full text-start text-gray-900" data-testid="admin-members">
        <thead className="bg-gray-50 text-sm font-semibold text-gray-800">
          <tr>
            {heads.map((key) => (
              <th key={key} scope="col" className={`${CELL} text-start`}>
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {items.map((member) => (
            <tr key={member.id} data-testid="admin-member-row">
              <th scope="row" className={`${CELL} text-start font-semibold`}>
                <Link
                  href={`${MEMBERS_PATH}/${member.id}`}
                  prefetch={false}
                  className="text-(--brand-ink) underline underline-offset-2 hover:no-underline"
                >
                  {member.name || `#${member.id}`}
                </Link>
              </th>
              <td className={`${CELL} break-all`}>{member.email ?? '—'}</td>
              <td className={CELL} dir="ltr">
                {member.mobile ?? '—'}
              </td>
              <td className={CELL}>{roleLabel(member.role, t)}</td>
              <td className={CELL}>
                {t(member.is_active ? 'adminMembersActiveOn' : 'adminMembersActiveOff')}
              </td>
              <td className={CELL}>
                {VERIFICATION_KEYS[member.verification_status]
                  ? t(VERIFICATION_KEYS[member.verification_status]!)
                  : member.verification_status}
              </td>
              <td className={CELL}>{member.created_at?.slice(0, 10) ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
