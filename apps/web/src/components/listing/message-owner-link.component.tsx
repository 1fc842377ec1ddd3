import Link from 'next/link';
import { getViewerId } from '@/components/access/viewer-id.server';
import { ChatIcon } from '@/components/ui/chat-icons.component';
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
      <ChatIcon />
      {label}
    </Link>
  );
}
