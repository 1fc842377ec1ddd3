import { memberReader } from '@/components/access/member-access.server';
import { QueryProvider } from '@/components/app/query-provider.component';
import { dehydratedWith } from '@/lib/query-client';
import { getProfile, profileQueryOptions } from './api/get-profile';
import { ProfileEditor } from './profile-editor.client';

// /user/profile's content (server component): the profile is read here with the member's cookie
// and handed to the editor's query; when that read failed, the editor's query asks again from the
// browser.

export async function ProfileSection({ path }: { path: string }) {
  const profile = await getProfile(memberReader(path));
  const state =
    profile.kind === 'success'
      ? dehydratedWith([[profileQueryOptions().queryKey, profile.body.data]])
      : undefined;
  return (
    <QueryProvider state={state}>
      <ProfileEditor />
    </QueryProvider>
  );
}
