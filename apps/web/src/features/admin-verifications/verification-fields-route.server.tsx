import type { Metadata } from 'next';
import { operatorReader } from '@/components/access/operator-access.server';
import { AdminConsole } from '@/components/admin/admin-console.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import type { Translate, TranslationKey } from '@/lib/i18n/translate.util';
import { getVerificationFields } from './api/get-verification-fields';
import { VerificationFieldsEditor } from './verification-fields-editor.client';
import { VERIFICATION_FIELDS_PATH } from './verifications-params.util';

// /admin/verification-fields: the form members fill in to apply for verification, built by the
// operator. Read on the server with the operator's session; the builder is a client island.

async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return {
    title: `${t('adminVerificationFieldsTitle')} · ${t('adminConsoleTitle')}`,
    robots: { index: false, follow: false },
  };
}

// The console's strings are not in the dictionary every page sends to the browser: the server
// resolves the builder's and hands them over.
const KEYS = [
  'adminVerificationFieldAdd',
  'adminVerificationFieldsList',
  'adminVerificationFieldsEmpty',
  'adminVerificationFieldRank',
  'adminVerificationFieldRankHint',
  'adminVerificationFieldName',
  'adminVerificationFieldType',
  'adminVerificationFieldTypeChoose',
  'adminVerificationFieldSection',
  'adminVerificationFieldSectionHint',
  'adminVerificationFieldState',
  'adminVerificationFieldActions',
  'adminVerificationFieldOn',
  'adminVerificationFieldOff',
  'adminVerificationFieldAnswers',
  'adminVerificationFieldEdit',
  'adminVerificationFieldEditTitled',
  'adminVerificationFieldEditTitle',
  'adminVerificationFieldNewTitle',
  'adminVerificationFieldDelete',
  'adminVerificationFieldDeleteTitled',
  'adminVerificationFieldDeleteConfirm',
  'adminVerificationFieldDeleteAnswered',
  'adminVerificationFieldOptions',
  'adminVerificationFieldOption',
  'adminVerificationOptionUp',
  'adminVerificationOptionDown',
  'adminVerificationOptionRemove',
  'adminVerificationOptionAdd',
  'adminVerificationRemove',
  'adminVerificationOptional',
  'adminVerificationFieldActive',
  'adminVerificationFieldSave',
  'adminVerificationFieldCreate',
  'adminVerificationSaving',
  'adminVerificationTypeText',
  'adminVerificationTypeNumber',
  'adminVerificationTypeRadio',
  'adminVerificationTypeCheckbox',
  'adminVerificationTypeDropdown',
  'adminVerificationTypeTextarea',
  'adminVerificationTypeFile',
  'authActionCancel',
  'requiredField',
] as const satisfies readonly TranslationKey[];

const wordsOf = (t: Translate) => Object.fromEntries(KEYS.map((key) => [key, t(key)]));

async function Page() {
  const [{ t }, result] = await Promise.all([
    getI18n(),
    getVerificationFields(operatorReader(VERIFICATION_FIELDS_PATH)),
  ]);
  return (
    <AdminConsole
      current="verification-fields"
      title={t('adminVerificationFieldsTitle')}
      intro={t('adminVerificationFieldsIntro')}
      t={t}
    >
      {result.kind !== 'success' ? (
        <StateNotice
          tone="error"
          title={t('adminVerificationFieldsFailed')}
          action={{ href: VERIFICATION_FIELDS_PATH, label: t('tryAgain') }}
        />
      ) : (
        <VerificationFieldsEditor fields={result.body.data} words={wordsOf(t)} />
      )}
    </AdminConsole>
  );
}

export const verificationFieldsRoute = { generateMetadata, Page };
