import { memberReader } from '@/components/access/member-access.server';
import { I18nScope } from '@/components/app/i18n-scope.component';
import { QueryProvider } from '@/components/app/query-provider.component';
import { routeDictionary } from '@/lib/i18n/i18n.util';
import type { Dictionary } from '@/lib/i18n/translate.util';
import { dehydratedWith } from '@/lib/query-client';
import { getWebSettings } from '@/lib/server-api';
import {
  getVerificationApplication,
  verificationApplicationQueryOptions,
} from './api/get-verification-application';
import {
  getVerificationFormFields,
  verificationFormFieldsQueryOptions,
} from './api/get-verification-form-fields';
import { VerificationScreen } from './verification-screen.client';

// /user/agent-verification's content (server component): the form's fields and my application
// are read here with my cookie and handed to the screen's queries; a read that failed is asked
// again from the browser.

export async function VerificationSection({ path, dictionary }: { path: string; dictionary: Dictionary }) {
  const read = memberReader(path);
  const [fields, application, settings] = await Promise.all([
    getVerificationFormFields(read),
    getVerificationApplication(read),
    getWebSettings(),
  ]);
  const accountStatus = settings.kind === 'success' ? (settings.body.data.verification_status ?? null) : null;
  const entries: Array<[readonly unknown[], unknown]> = [];
  if (fields.kind === 'success')
    entries.push([verificationFormFieldsQueryOptions().queryKey, fields.body.data]);
  if (application.kind === 'success') {
    entries.push([verificationApplicationQueryOptions().queryKey, application.body.data ?? null]);
  }
  return (
    <I18nScope strings={routeDictionary(dictionary, 'agentVerification')}>
      <QueryProvider state={entries.length > 0 ? dehydratedWith(entries) : undefined}>
        <VerificationScreen accountStatus={accountStatus} />
      </QueryProvider>
    </I18nScope>
  );
}
