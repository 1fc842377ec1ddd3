import { z } from 'zod';
import { boolParam, enumParam, idParam, pagination, required, textParam } from './params.schema';

// The operators' content calls (admin/articles, admin/faqs, admin/pages) and the console's
// forms: one set of rules and messages for both (contract §2.15, §3.8; spec §5 for the messages
// and the SEO warnings). Rich text arrives as HTML and is sanitised by the API before it is kept.

export const ARTICLE_TITLE_MAX = 255;
export const ARTICLE_SLUG_MAX = 100;
/** An article or a page of 200 000 characters is a paste accident, not prose. */
export const RICH_TEXT_MAX = 200_000;
export const META_TEXT_MAX = 1000;
export const FAQ_QUESTION_MAX = 500;
export const FAQ_ANSWER_MAX = 5000;

export const CONTENT_MESSAGES = {
  titleRequired: 'Title is required',
  descriptionRequired: 'Description field is required',
  questionRequired: 'Question is required',
  answerRequired: 'Answer is required',
  contentRequired: 'Content is required',
  languageRequired: 'Language is required',
} as const;

/** The operator's pages, by the web-settings key that publishes them. */
export const CONTENT_PAGES = ['about_us', 'privacy_policy', 'terms_conditions'] as const;
export type ContentPage = (typeof CONTENT_PAGES)[number];

const articleFields = {
  title: required(textParam('Title', ARTICLE_TITLE_MAX), CONTENT_MESSAGES.titleRequired),
  /** Absent: made from the title (create) or kept (update). */
  slug_id: textParam('Slug', ARTICLE_SLUG_MAX).optional(),
  /** 0 or absent: uncategorised. */
  category_id: idParam('Category', { allowZero: true }).optional(),
  description: required(textParam('Description', RICH_TEXT_MAX), CONTENT_MESSAGES.descriptionRequired),
  meta_title: textParam('Meta title', 255).optional(),
  meta_description: textParam('Meta description', META_TEXT_MAX).optional(),
  meta_keywords: textParam('Meta keywords', META_TEXT_MAX).optional(),
};

export const adminArticleSchema = z.object(articleFields);
export const adminArticleUpdateSchema = z.object({ id: required(idParam('id')), ...articleFields });

/** `GET admin/articles`: newest first, by title, optionally one category (0 = uncategorised). */
export const adminArticleListQuerySchema = z.object({
  search: textParam('search', 100).optional(),
  category_id: idParam('category_id', { allowZero: true }).optional(),
  ...pagination(20, 100),
});

export const adminContentIdSchema = z.object({ id: required(idParam('id')) });

const faqFields = {
  question: required(textParam('Question', FAQ_QUESTION_MAX), CONTENT_MESSAGES.questionRequired),
  answer: required(textParam('Answer', FAQ_ANSWER_MAX), CONTENT_MESSAGES.answerRequired),
  /** Only active FAQs are public; absent: active. */
  status: boolParam('Status').optional(),
};

export const adminFaqSchema = z.object(faqFields);
export const adminFaqUpdateSchema = z.object({ id: required(idParam('id')), ...faqFields });
export const adminFaqStatusSchema = z.object({
  id: required(idParam('id')),
  status: required(boolParam('Status')),
});
export const adminFaqListQuerySchema = z.object({
  search: textParam('search', 100).optional(),
  ...pagination(20, 100),
});

const languageCode = required(textParam('Language', 20), CONTENT_MESSAGES.languageRequired);
const page = required(enumParam('Page', CONTENT_PAGES));

export const adminPageQuerySchema = z.object({ page, language_code: languageCode });
export const adminPageUpdateSchema = z.object({
  page,
  language_code: languageCode,
  /** Empty: this language shows the default language's page again. */
  content: textParam('Content', RICH_TEXT_MAX).optional(),
});

export type AdminArticleInput = z.output<typeof adminArticleSchema>;
export type AdminArticleUpdateInput = z.output<typeof adminArticleUpdateSchema>;
export type AdminArticleListQuery = z.output<typeof adminArticleListQuerySchema>;
export type AdminFaqInput = z.output<typeof adminFaqSchema>;
export type AdminFaqUpdateInput = z.output<typeof adminFaqUpdateSchema>;
export type AdminFaqListQuery = z.output<typeof adminFaqListQuerySchema>;
export type AdminPageQuery = z.output<typeof adminPageQuerySchema>;
export type AdminPageUpdateInput = z.output<typeof adminPageUpdateSchema>;
