import type { Dictionary, Translate, TranslationKey } from '@/lib/i18n/translate.util';

// The words of the reports' client parts. The console's strings are not in the dictionary every
// page sends to the browser, so the server resolves these and hands them over.

const KEYS = [
  'adminListingReportDismiss',
  'adminListingReportDismissConfirm',
  'adminListingReportDeactivateListing',
  'adminListingReportDeactivateListingConfirm',
  'adminListingReportDeactivateMember',
  'adminListingReportDeactivateMemberConfirm',
  'adminListingReportWorking',
  'adminReportReasonNew',
  'adminReportReasonLabel',
  'adminReportReasonAdd',
  'adminReportReasonSave',
  'adminReportReasonDelete',
  'adminReportReasonDeleteConfirm',
  'adminReportReasonInUse',
  'adminCategorySaving',
  'adminCategoryDeleting',
] as const satisfies readonly TranslationKey[];

export function reportsWords(t: Translate): Dictionary {
  return Object.fromEntries(KEYS.map((key) => [key, t(key)]));
}
