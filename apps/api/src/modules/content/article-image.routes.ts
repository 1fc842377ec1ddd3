import { adminCatalogueImageSchema } from '@domus/shared/schemas/admin-catalogue-image.schema';
import { type CallDefinition, defineCall, ok, operatorRequest } from '../../lib/call.js';
import type { Services } from '../../services.js';
import type { ArticleImageColumn } from './article-image.service.js';

const FILE =
  'with the multipart file `image`: JPEG or PNG by content (re-encoded, metadata dropped), at most 3 MB (413 PAYLOAD_TOO_LARGE, 415 UNSUPPORTED_MEDIA_TYPE, 400 "This field must be a file" when none is sent). get_articles shows the new picture at once; the old file is deleted; audited with before and after.';

const ACTIONS: { name: string; column: ArticleImageColumn; what: string; done: string }[] = [
  {
    name: 'admin/articles/:id/image',
    column: 'image',
    what: "replace an article's picture (the list and the article page show it)",
    done: 'Article image updated',
  },
  {
    name: 'admin/articles/:id/meta-image',
    column: 'meta_image',
    what: "replace an article's meta image (the social-share picture)",
    done: 'Article meta image updated',
  },
];

/** An article's two pictures replaced by upload: named actions on admin/articles (§3.8). */
export function articleImageCalls(services: Services): CallDefinition[] {
  return ACTIONS.map((action) =>
    defineCall({
      method: 'POST',
      name: action.name,
      access: 'admin',
      permission: 'content.write',
      tag: 'Operator: content',
      summary: `Operator: ${action.what} ${FILE}`,
      // The same id + file shape as the catalogue pictures' uploads.
      input: adminCatalogueImageSchema,
      handler: async ({ input, viewer, request }) =>
        ok(
          await services.articleImage.replace(
            operatorRequest(viewer, request),
            input.id,
            action.column,
            input.image,
          ),
          action.done,
        ),
    }),
  );
}
