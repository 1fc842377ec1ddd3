import { Suspense } from 'react';
import { memberReader } from '@/components/access/member-access.server';
import { I18nScope } from '@/components/app/i18n-scope.component';
import { QueryProvider } from '@/components/app/query-provider.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { routeDictionary } from '@/lib/i18n/i18n.util';
import type { Dictionary, Translate } from '@/lib/i18n/translate.util';
import { dehydratedWith } from '@/lib/query-client';
import { CHATS_KEY, getChats, toChatsPage } from './api/get-chats';
import { getMyProfile } from './api/get-profile';
import { ChatScreen } from './chat-screen.client';

// /user/chat's content (server component): the first page of conversations and who I am, read
// with the member's cookie and handed to the screen's island, which keeps them live from there.

export async function ChatSection({
  path,
  dictionary,
  t,
}: {
  /** This page's address as return_to takes it (already encoded). */
  path: string;
  dictionary: Dictionary;
  t: Translate;
}) {
  const read = memberReader(path);
  const [chats, me] = await Promise.all([getChats(read, 1), getMyProfile(read)]);
  if (chats.kind !== 'success' || me.kind !== 'success') {
    return (
      <div className="px-4 sm:px-0">
        <StateNotice
          tone="error"
          title={t('chatListFailed')}
          action={{ href: decodeURIComponent(path), label: t('tryAgain') }}
        />
      </div>
    );
  }
  const state = dehydratedWith([[CHATS_KEY, { pages: [toChatsPage(chats.body, 1)], pageParams: [1] }]]);
  return (
    <I18nScope strings={routeDictionary(dictionary, 'chat')}>
      <QueryProvider state={state}>
        {/* The open conversation comes from the address (useSearchParams). */}
        <Suspense fallback={null}>
          <ChatScreen me={me.body.data.id} />
        </Suspense>
      </QueryProvider>
    </I18nScope>
  );
}
