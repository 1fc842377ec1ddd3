import Link from 'next/link';
import { getViewerId } from '@/components/access/viewer-id.server';
import { chatLink } from '@/lib/chat-path.util';

// "Message the owner" (property and project pages), "Message" (agent pages): a plain link to the
// chat screen, so a public page carries no script for it. The chat screen does the rest: a guest
// is sent to sign in and back to this page (`from`); a member gets the new conversation (kept in
// the store until its first message, spec §3 newUserChatData), after picking one of the owner's
// listings when the link names none. The owner never sees it on their own page.

const LOOKS = {
  outline:
    'inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md border-2 border-(--brand) bg-white px-5 font-semibold text-(--brand-ink) hover:bg-gray-50',
  solid:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-(--brand) px-5 font-semibold text-(--on-brand)',
} as const;

export async function MessageOwnerLink({
  owner,
  propertyId = null,
  from,
  label,
  accessibleName,
  look = 'outline',
}: {
  /** The owner's user id (0: the operator). */
  owner: number;
  /** The listing to talk about; null lets the member pick one of the owner's. */
  propertyId?: number | null;
  /** This page's path. */
  from: string;
  label: string;
  /** The link's full name when `label` alone is not enough ("Message Ravi Patel"). */
  accessibleName?: string;
  look?: keyof typeof LOOKS;
}) {
  if ((await getViewerId()) === owner) return null;
  return (
    <Link
      href={chatLink(owner, propertyId, from)}
      prefetch={false}
      aria-label={accessibleName}
      className={LOOKS[look]}
      data-testid="message-owner-link"
    >
      <svg
        aria-hidden="true"
        focusable="false"
        width={20}
        height={20}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
      >
        <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12Z" />
      </svg>
      {label}
    </Link>
  );
}
