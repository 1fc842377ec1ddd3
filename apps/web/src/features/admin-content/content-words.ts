import type { Dictionary, Translate, TranslationKey } from '@/lib/i18n/translate.util';

// The words of the content forms. The console's strings are not in the dictionary every page
// sends to the browser, so the server resolves these and hands them to the forms.

const KEYS = [
  'adminArticleTitleLabel',
  'adminArticleSlugLabel',
  'adminArticleSlugHint',
  'adminArticleCategoryLabel',
  'adminArticleNoCategory',
  'adminArticleBodyLabel',
  'adminArticleMetaTitle',
  'adminArticleMetaDescription',
  'adminArticleMetaKeywords',
  'adminArticleSeoHeading',
  'adminArticleSave',
  'adminArticleDelete',
  'adminArticleDeleteConfirm',
  'adminArticleView',
  'adminFaqQuestion',
  'adminFaqAnswer',
  'adminFaqActive',
  'adminFaqAdd',
  'adminFaqSave',
  'adminFaqDelete',
  'adminFaqDeleteConfirm',
  'adminFaqNew',
  'adminPageContent',
  'adminPageFallbackHint',
  'adminPageSave',
  'adminEditorToolbar',
  'adminEditorBold',
  'adminEditorItalic',
  'adminEditorHeading2',
  'adminEditorHeading3',
  'adminEditorBulletList',
  'adminEditorOrderedList',
  'adminEditorQuote',
  'adminEditorLink',
  'adminEditorLinkPrompt',
  'adminEditorLinkInvalid',
  'adminCategorySaving',
  'adminCategoryDeleting',
] as const satisfies readonly TranslationKey[];

export function contentWords(t: Translate): Dictionary {
  return Object.fromEntries(KEYS.map((key) => [key, t(key)]));
}

export const ARTICLES_PATH = '/admin/articles';
export const FAQS_PATH = '/admin/faqs';
export const PAGES_PATH = '/admin/pages';
