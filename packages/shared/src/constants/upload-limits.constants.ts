// The upload limits of the API contract (§4.21), in one place: the API refuses past them and the
// web forms show the same numbers before a file is sent.

const MB = 1024 * 1024;

/** Listing and project images (title, 3D, gallery, meta image) and profile photos. */
export const IMAGE_MAX_BYTES = 3 * MB;
/** Smallest width and height of an image, and largest side, in pixels. */
export const IMAGE_MIN_SIZE = 120;
export const IMAGE_MAX_SIDE = 10_000;

/** Property and project documents (PDF, DOC, DOCX, TXT). */
export const DOCUMENT_MAX_BYTES = 5 * MB;
/** Project floor plans (JPEG, PNG, PDF). */
export const FLOOR_PLAN_MAX_BYTES = 5 * MB;
/** Files given as the value of a `file` parameter (JPEG, PNG, PDF). */
export const PARAMETER_FILE_MAX_BYTES = 3 * MB;
/** Agent verification files (JPEG, PNG, PDF, DOC, DOCX, TXT). */
export const VERIFICATION_FILE_MAX_BYTES = 5 * MB;
export const CHAT_FILE_MAX_BYTES = 2 * MB;
export const CHAT_AUDIO_MAX_BYTES = 5 * MB;
/** A whole request, every file included. */
export const REQUEST_MAX_BYTES = 50 * MB;

// How many files one listing or project may hold.
export const PROPERTY_GALLERY_MAX = 20;
export const PROJECT_GALLERY_MAX = 30;
export const LISTING_DOCUMENTS_MAX = 10;
export const PROJECT_PLANS_MAX = 30;
