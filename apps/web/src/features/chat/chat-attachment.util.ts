import { CHAT_AUDIO_MAX_BYTES, CHAT_FILE_MAX_BYTES } from '@domus/shared/constants/upload-limits.constants';

// The composer's checks before anything is sent: the API's own limits for a chat file (JPEG, PNG,
// PDF, DOC, DOCX ≤ 2 MB) and a voice note (≤ 5 MB), and what a refused microphone means. The API
// checks again by the bytes; these spare an upload that would be refused. Each answer is a
// problem code the screen words with its strings (English: the API's and the spec's texts).

export type AttachmentProblem = 'wrongType' | 'tooLarge' | 'empty';
export type MicrophoneProblem = 'noMicrophone' | 'permissionDenied' | 'failed';

const FILE_TYPES: ReadonlyArray<{ mime: string; extensions: readonly string[] }> = [
  { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  { mime: 'image/png', extensions: ['png'] },
  { mime: 'application/pdf', extensions: ['pdf'] },
  { mime: 'application/msword', extensions: ['doc'] },
  { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensions: ['docx'] },
];

/** The file picker's `accept`: the same types, by extension and by MIME type. */
export const CHAT_FILE_ACCEPT = FILE_TYPES.flatMap((t) => [...t.extensions.map((e) => `.${e}`), t.mime]).join(
  ',',
);

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/** Why a chosen file cannot go, or null. A browser that names no type is judged by the extension. */
export function chatFileProblem(file: {
  name: string;
  type: string;
  size: number;
}): AttachmentProblem | null {
  const ext = extensionOf(file.name);
  const known = file.type
    ? FILE_TYPES.some((t) => t.mime === file.type)
    : FILE_TYPES.some((t) => t.extensions.includes(ext));
  if (!known) return 'wrongType';
  if (file.size === 0) return 'empty';
  if (file.size > CHAT_FILE_MAX_BYTES) return 'tooLarge';
  return null;
}

/** Why a recorded voice note cannot go, or null. */
export function voiceNoteProblem(note: { size: number }): AttachmentProblem | null {
  if (note.size === 0) return 'empty';
  return note.size > CHAT_AUDIO_MAX_BYTES ? 'tooLarge' : null;
}

/**
 * What getUserMedia's refusal means for the member (spec §8): no device at all, or a permission
 * the member or the browser withheld. A browser without getUserMedia has no microphone to offer.
 */
export function microphoneProblem(error: unknown): MicrophoneProblem {
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'permissionDenied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
    case 'NotReadableError':
    case 'TypeError':
      return 'noMicrophone';
    default:
      return 'failed';
  }
}

/** Voice note formats the API takes, in the order the browser is asked for them. */
const VOICE_FORMATS = [
  { mime: 'audio/webm;codecs=opus', ext: 'webm' },
  { mime: 'audio/webm', ext: 'webm' },
  { mime: 'audio/ogg;codecs=opus', ext: 'ogg' },
  { mime: 'audio/ogg', ext: 'ogg' },
  { mime: 'audio/mp4', ext: 'm4a' },
] as const;

/** The first voice format this browser records, or null (no MediaRecorder, or none of them). */
export function voiceFormat(isSupported: ((mime: string) => boolean) | null) {
  if (!isSupported) return null;
  return VOICE_FORMATS.find((f) => isSupported(f.mime)) ?? null;
}

/** A message's file shown as a picture (JPEG, PNG, and the server's modern variants) or as a link. */
export function isPictureUrl(url: string): boolean {
  return /\.(jpe?g|png|webp|avif)(?:[?#]|$)/i.test(url);
}

/**
 * A message file's kind for the link's words ("PDF", "DOCX"): stored files are named by a random
 * key, so the extension is all that says what it is. '' when the URL has none.
 */
export function fileTypeOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const last = path.split('/').pop() ?? '';
  return /\.([a-z0-9]{1,5})$/i.exec(last)?.[1]?.toUpperCase() ?? '';
}
