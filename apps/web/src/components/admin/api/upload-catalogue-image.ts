import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';

export interface UploadedCatalogueImage {
  id: number;
  image?: string | null;
  /** An article's meta image answers under its own column. */
  meta_image?: string | null;
}

/**
 * `POST admin/categories/{id}/icon`, `admin/facilities/{id}/icon` or `admin/cities/{id}/image`:
 * or an article's `admin/articles/{id}/image` / `meta-image`: the new picture (JPEG or PNG) as the
 * multipart field `image`.
 */
export function uploadCatalogueImage(
  call: string,
  file: File,
  handlers: AnswerHandlers<UploadedCatalogueImage, BrowserApiRequest>,
) {
  const body = new FormData();
  body.append('image', file);
  return callApi<UploadedCatalogueImage>({ call, method: 'POST', body }, handlers);
}
