import { ERRORS, IMAGE_TOO_SMALL } from '@domus/shared/constants/messages.constants';
import { IMAGE_MAX_BYTES, IMAGE_MIN_SIZE } from '@domus/shared/constants/upload-limits.constants';

// The browser's checks of a new profile photo before it is sent (JPEG or PNG by
// content, at most 3 MB, at least 120×120). The server checks again; these only spare a person
// the upload of a file that would be refused, with the very words the server would answer.

export const AVATAR_ACCEPT = 'image/jpeg,image/png';
export const AVATAR_MAX_BYTES = IMAGE_MAX_BYTES;
export const AVATAR_MIN_SIDE = IMAGE_MIN_SIZE;

export type AvatarType = 'image/jpeg' | 'image/png';

/** The type by the file's first bytes, as the server decides it; null for anything else. */
export function sniffImageType(head: Uint8Array): AvatarType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= png.length && png.every((byte, i) => head[i] === byte)) return 'image/png';
  return null;
}

/** Type (by content) and size; null when both are fine. */
export function avatarFileProblem(type: AvatarType | null, size: number): string | null {
  if (type === null) return ERRORS.UNSUPPORTED_MEDIA_TYPE.message;
  if (size > AVATAR_MAX_BYTES) return ERRORS.PAYLOAD_TOO_LARGE.message;
  return null;
}

/** Pixel size; an image the browser could not decode has none and is refused the same way. */
export function avatarDimensionProblem(size: { width: number; height: number } | null): string | null {
  if (!size || size.width < AVATAR_MIN_SIDE || size.height < AVATAR_MIN_SIDE) return IMAGE_TOO_SMALL;
  return null;
}
