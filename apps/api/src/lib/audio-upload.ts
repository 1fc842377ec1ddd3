import type { UploadedFile } from '../plugins/body.plugin.js';
import { errors } from './app-error.js';

/**
 * A voice note checked before it is stored (contract §4.21: MP3/MPEG, M4A/MP4, WebM, OGG). Like
 * documents, its type comes from the bytes alone and names the stored extension and Content-Type;
 * the bytes are stored as sent (audio is not transcoded).
 */
export type AudioKind = 'mp3' | 'm4a' | 'webm' | 'ogg';

export const AUDIO_FORMATS: Record<AudioKind, { mime: string; ext: AudioKind }> = {
  mp3: { mime: 'audio/mpeg', ext: 'mp3' },
  m4a: { mime: 'audio/mp4', ext: 'm4a' },
  webm: { mime: 'audio/webm', ext: 'webm' },
  ogg: { mime: 'audio/ogg', ext: 'ogg' },
};

const ID3 = Buffer.from('ID3', 'latin1');
const FTYP = Buffer.from('ftyp', 'latin1');
const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const OGG = Buffer.from('OggS', 'latin1');
// The EBML header names the document type near the start; Matroska video shares the signature.
const WEBM_DOCTYPE = Buffer.from('webm', 'latin1');

/** The audio kind by content; null for anything else. */
export function sniffAudioKind(data: Buffer): AudioKind | null {
  if (data.length < 12) return null;
  if (data.subarray(0, 3).equals(ID3) || isMpegFrameHeader(data)) return 'mp3';
  if (data.subarray(4, 8).equals(FTYP)) return 'm4a';
  if (data.subarray(0, 4).equals(EBML)) return data.subarray(0, 64).includes(WEBM_DOCTYPE) ? 'webm' : null;
  if (data.subarray(0, 4).equals(OGG)) return 'ogg';
  return null;
}

/** An MPEG audio frame: 11 sync bits, a known version and a layer (ADTS/AAC has layer 0). */
function isMpegFrameHeader(data: Buffer): boolean {
  const [b0 = 0, b1 = 0, b2 = 0] = data;
  const version = (b1 >> 3) & 0b11;
  const layer = (b1 >> 1) & 0b11;
  const bitrate = b2 >> 4;
  return b0 === 0xff && (b1 & 0xe0) === 0xe0 && version !== 0b01 && layer !== 0 && bitrate !== 0xf;
}

export function readAudioUpload(file: UploadedFile, options: { field: string; maxBytes: number }) {
  const kind = sniffAudioKind(file.data);
  if (!kind)
    throw errors.unsupportedMediaType(
      options.field,
      Object.values(AUDIO_FORMATS).map((f) => f.mime),
    );
  if (file.data.length > options.maxBytes) throw errors.payloadTooLarge(options.field, options.maxBytes);
  const { mime, ext } = AUDIO_FORMATS[kind];
  return { data: file.data, contentType: mime, ext, kind };
}
