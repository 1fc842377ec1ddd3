import { memberReader } from '@/components/access/member-access.server';
import { QueryProvider } from '@/components/app/query-provider.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import type { Translate } from '@/lib/i18n/translate.util';
import { dehydratedWith } from '@/lib/query-client';
import { getSessions, sessionsQueryOptions } from './api/get-sessions';
import { SessionsList } from './sessions-list.client';

// /user/sessions's content (server component): the list is read here with the member's cookie and
// handed to the island's query, which reads it again from the browser after a revocation.

export async function SessionsSection({ path, t }: { path: string; t: Translate }) {
  const sessions = await getSessions(memberReader(path));
  if (sessions.kind !== 'success') {
    return (
      <StateNotice
        tone="error"
        title={t('accountSessionsFailed')}
        action={{ href: path, label: t('tryAgain') }}
      />
    );
  }
  return (
    <QueryProvider state={dehydratedWith([[sessionsQueryOptions().queryKey, sessions.body.data]])}>
      <SessionsList />
    </QueryProvider>
  );
}
