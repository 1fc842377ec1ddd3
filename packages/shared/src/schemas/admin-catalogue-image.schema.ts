import { z } from 'zod';
import { idParam, required } from './params.schema';

// The catalogue's pictures replaced by upload (contract §3.8 Admin API, §2.2, §2.4, §4.15):
// POST admin/categories/{id}/icon, admin/facilities/{id}/icon and admin/cities/{id}/image, each
// with the multipart file `image`. The server reads its type from the bytes and re-encodes it, so
// only what the console can check before sending is here: the types it offers and the size cap.

/** What the file input offers: the types the server keeps (by content, never by name). */
export const CATALOGUE_IMAGE_ACCEPT = 'image/jpeg,image/png';

export const adminCatalogueImageSchema = z.object({
  id: required(idParam('id')),
  image: z.unknown().optional(),
});
export type AdminCatalogueImageInput = z.output<typeof adminCatalogueImageSchema>;

/** The three pictures an operator can replace: which table, and the folder the files go to. */
export const CATALOGUE_IMAGE_TARGETS = ['category', 'facility', 'city'] as const;
export type CatalogueImageTarget = (typeof CATALOGUE_IMAGE_TARGETS)[number];
