import type { Metadata } from 'next';
import { requireMember } from '@/components/access/member-access.server';
import { ChatSection } from '@/features/chat/chat-section.component';
import { CHAT_PATH, chatPath, chatRequestOf } from '@/lib/chat-path.util';
import { getI18n } from '@/lib/i18n/server-i18n';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t('chatTitle'), robots: { index: false, follow: false } };
}

export default async function ChatPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const request = chatRequestOf(await searchParams);
  const path =
    request.other === null
      ? CHAT_PATH
      : request.propertyId === null
        ? `${CHAT_PATH}?user_id=${request.other}`
        : chatPath({ other: request.other, propertyId: request.propertyId });
  // A guest who pressed a listing page's message link goes back to that page after signing in; a
  // link straight to a conversation survives signing in whole.
  await requireMember(encodeURIComponent(request.from ?? path));
  const { t, dictionary } = await getI18n();
  return (
    <div className="mx-auto w-full max-w-7xl px-0 pt-4 pb-6 sm:px-4 sm:pt-6">
      <h1 className="px-4 text-2xl font-bold tracking-tight text-gray-900 sm:px-0">{t('chatTitle')}</h1>
      <div className="mt-3">
        <ChatSection path={encodeURIComponent(path)} dictionary={dictionary} t={t} />
      </div>
    </div>
  );
}
