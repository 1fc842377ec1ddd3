import {
  adminArticleListQuerySchema,
  adminArticleSchema,
  adminArticleUpdateSchema,
  adminContentIdSchema,
  adminFaqListQuerySchema,
  adminFaqSchema,
  adminFaqStatusSchema,
  adminFaqUpdateSchema,
  adminPageQuerySchema,
  adminPageUpdateSchema,
} from '@domus/shared/schemas/admin-content.schema';
import { z } from 'zod';
import { type CallDefinition, defineCall, ok, operatorRequest, signedIn } from '../../lib/call.js';
import type { Services } from '../../services.js';

const TAG = 'Operator: content';
const ARTICLE_FIELDS =
  '`title` (≤ 255), `slug_id` (opt; made from the title on create, kept on update unless sent; unique), `category_id` (a listing category, 0 = none), `description` (HTML, sanitised on save: h2–h4, p, strong/em, lists, blockquote, http(s)/mailto links with rel="noopener", images from this site\'s media only), `meta_title`, `meta_description`, `meta_keywords`. Each article carries `warnings`: the spec\'s SEO limits (meta title ≤ 60, ≤ 10 keywords, description 50–160), never refusals';

/** admin/articles, admin/faqs, admin/pages (contract §3.8 Admin API, §2.15, web-settings). */
export function contentAdminCalls(services: Services): CallDefinition[] {
  const articles = services.articleAdmin;
  const faqs = services.faqPageAdmin;
  return [
    defineCall({
      method: 'GET',
      name: 'admin/articles',
      access: 'admin',
      permission: 'content.read',
      tag: TAG,
      summary:
        'Operator: articles newest first, with search (title), category_id (0 = uncategorised), offset/limit (20, ≤ 100) and total.',
      input: adminArticleListQuerySchema,
      handler: async ({ input, viewer }) => {
        const answer = await articles.list(signedIn(viewer), input);
        return ok(answer.data, 'Data fetched successfully', { total: answer.total });
      },
    }),
    defineCall({
      method: 'GET',
      name: 'admin/articles/:id',
      access: 'admin',
      permission: 'content.read',
      tag: TAG,
      summary: 'Operator: one article as the list shows it.',
      input: adminContentIdSchema,
      handler: async ({ input, viewer }) => ok(await articles.get(signedIn(viewer), input.id)),
    }),
    defineCall({
      method: 'POST',
      name: 'admin/articles',
      access: 'admin',
      permission: 'content.write',
      tag: TAG,
      summary: `Operator: write an article: ${ARTICLE_FIELDS}. Public at once; audited.`,
      input: adminArticleSchema,
      handler: async ({ input, viewer, request }) =>
        ok(await articles.create(operatorRequest(viewer, request), input), 'Article created', {
          status: 201,
        }),
    }),
    defineCall({
      method: 'PATCH',
      name: 'admin/articles/:id',
      access: 'admin',
      permission: 'content.write',
      tag: TAG,
      summary: `Operator: replace an article: ${ARTICLE_FIELDS}. Public at once; audited with before and after.`,
      input: adminArticleUpdateSchema,
      handler: async ({ input, viewer, request }) =>
        ok(await articles.update(operatorRequest(viewer, request), input), 'Article updated'),
    }),
    defineCall({
      method: 'DELETE',
      name: 'admin/articles/:id',
      access: 'admin',
      permission: 'content.write',
      tag: TAG,
      summary: 'Operator: delete an article. Audited.',
      input: adminContentIdSchema,
      handler: async ({ input, viewer, request }) =>
        ok(await articles.remove(operatorRequest(viewer, request), input.id), 'Article deleted'),
    }),
    defineCall({
      method: 'GET',
      name: 'admin/faqs',
      access: 'admin',
      permission: 'content.read',
      tag: TAG,
      summary:
        'Operator: FAQs newest first (active and inactive), with search (question), offset/limit and total.',
      input: adminFaqListQuerySchema,
      handler: async ({ input, viewer }) => {
        const answer = await faqs.listFaqs(signedIn(viewer), input);
        return ok(answer.data, 'Data fetched successfully', { total: answer.total });
      },
    }),
    defineCall({
      method: 'GET',
      name: 'admin/faqs/:id',
      access: 'admin',
      permission: 'content.read',
      tag: TAG,
      summary: 'Operator: one FAQ.',
      input: adminContentIdSchema,
      handler: async ({ input, viewer }) => ok(await faqs.getFaq(signedIn(viewer), input.id)),
    }),
    defineCall({
      method: 'POST',
      name: 'admin/faqs',
      access: 'admin',
      permission: 'content.write',
      tag: TAG,
      summary:
        'Operator: add a FAQ: `question` (≤ 500), `answer` (≤ 5000, plain text), `status` (opt, default active). Public at once; audited.',
      input: adminFaqSchema,
      handler: async ({ input, viewer, request }) =>
        ok(await faqs.createFaq(operatorRequest(viewer, request), input), 'FAQ created', { status: 201 }),
    }),
    defineCall({
      method: 'PATCH',
      name: 'admin/faqs/:id',
      access: 'admin',
      permission: 'content.write',
      tag: TAG,
      summary: 'Operator: replace a FAQ (question, answer, status). Audited with before and after.',
      input: adminFaqUpdateSchema,
      handler: async ({ input, viewer, request }) =>
        ok(await faqs.updateFaq(operatorRequest(viewer, request), input), 'FAQ updated'),
    }),
    defineCall({
      method: 'POST',
      name: 'admin/faqs/:id/status',
      access: 'admin',
      permission: 'content.write',
      tag: TAG,
      summary:
        'Operator: switch a FAQ on or off (`status` true/false); only active FAQs are public. Audited.',
      input: adminFaqStatusSchema,
      handler: async ({ input, viewer, request }) =>
        ok(await faqs.updateFaq(operatorRequest(viewer, request), input), 'FAQ updated'),
    }),
    defineCall({
      method: 'DELETE',
      name: 'admin/faqs/:id',
      access: 'admin',
      permission: 'content.write',
      tag: TAG,
      summary: 'Operator: delete a FAQ. Audited.',
      input: adminContentIdSchema,
      handler: async ({ input, viewer, request }) =>
        ok(await faqs.removeFaq(operatorRequest(viewer, request), input.id), 'FAQ deleted'),
    }),
    defineCall({
      method: 'GET',
      name: 'admin/pages',
      access: 'admin',
      permission: 'content.read',
      tag: TAG,
      summary:
        "Operator: the pages (about_us, privacy_policy, terms_conditions) and, per enabled language, whether it has its own text (`own_text`) or shows the default language's.",
      input: z.object({}),
      handler: async ({ viewer }) => ok(await faqs.listPages(signedIn(viewer))),
    }),
    defineCall({
      method: 'GET',
      name: 'admin/pages/:page',
      access: 'admin',
      permission: 'content.read',
      tag: TAG,
      summary:
        "Operator: one page in one enabled language (`language_code`): its own `content` ('' when it has none) and the default language's text (`fallback`) readers see instead.",
      input: adminPageQuerySchema,
      handler: async ({ input, viewer }) => ok(await faqs.getPage(signedIn(viewer), input)),
    }),
    defineCall({
      method: 'PATCH',
      name: 'admin/pages/:page',
      access: 'admin',
      permission: 'content.write',
      tag: TAG,
      summary:
        "Operator: a page's text in one language: `language_code`, `content` (HTML, sanitised as articles are; empty: that language shows the default again). The default language's text is web-settings' about_us / privacy_policy / terms_conditions; web-settings shows each reader their language's. Audited.",
      input: adminPageUpdateSchema,
      handler: async ({ input, viewer, request }) =>
        ok(await faqs.updatePage(operatorRequest(viewer, request), input), 'Page updated'),
    }),
  ];
}
