import {
  CHAT_AUDIO_MAX_BYTES,
  DOCUMENT_MAX_BYTES,
  FLOOR_PLAN_MAX_BYTES,
  REQUEST_MAX_BYTES,
  VERIFICATION_FILE_MAX_BYTES,
} from '@domus/shared/constants/upload-limits.constants';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, errors } from '../lib/app-error.js';
import { dropEmpty, parseBracketPairs, parseQueryString } from '../lib/bracket-params.js';

/**
 * Request bodies as the API accepts them: JSON, urlencoded or multipart, all ending
 * up as the same nested, cleaned object. Files become `UploadedFile` values in that object, to be
 * checked by type and size where the call knows its limits.
 */
export interface UploadedFile {
  kind: 'file';
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

export const MAX_REQUEST_BYTES = REQUEST_MAX_BYTES;
/** The largest per-file upload limit; smaller per-field limits are checked later. */
export const MAX_FILE_BYTES = Math.max(
  DOCUMENT_MAX_BYTES,
  FLOOR_PLAN_MAX_BYTES,
  VERIFICATION_FILE_MAX_BYTES,
  CHAT_AUDIO_MAX_BYTES,
);

export async function registerBodyParsing(app: FastifyInstance): Promise<void> {
  // Only JSON, urlencoded and multipart are accepted; anything else is a 415.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: MAX_REQUEST_BYTES },
    (_request, body, done) => {
      try {
        done(null, parseQueryString(body as string));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 100, fields: 1000, parts: 1100, fieldSize: 100_000 },
  });
}

/**
 * Reads a multipart body completely; a file over the cap answers 413 naming its field. The
 * parser's own failures (no boundary, a truncated or garbled body) are the client's: 400.
 */
async function readMultipart(request: FastifyRequest): Promise<Record<string, unknown>> {
  try {
    return await readParts(request);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    // Ours (413 per field) and the plugin's coded limits already map to the right 4xx.
    if (error instanceof AppError || (typeof code === 'string' && code.startsWith('FST_'))) throw error;
    const message = error instanceof Error ? error.message : '';
    throw errors.field(
      'body',
      /boundary/i.test(message)
        ? 'The multipart body has no boundary: send Content-Type: multipart/form-data; boundary=…'
        : 'The multipart body is malformed or truncated',
    );
  }
}

async function readParts(request: FastifyRequest): Promise<Record<string, unknown>> {
  const pairs: [string, unknown][] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE')
          throw errors.payloadTooLarge(part.fieldname, MAX_FILE_BYTES);
        throw error;
      });
      if (data.length === 0 && !part.filename) continue; // an empty file input
      const file: UploadedFile = {
        kind: 'file',
        field: part.fieldname,
        filename: part.filename,
        mimetype: part.mimetype,
        data,
      };
      pairs.push([part.fieldname, file]);
    } else {
      pairs.push([part.fieldname, typeof part.value === 'string' ? part.value : String(part.value ?? '')]);
    }
  }
  return parseBracketPairs(pairs);
}

/** Query string with bracket notation, cleaned (a body on GET is ignored). */
export function readQuery(request: FastifyRequest): Record<string, unknown> {
  const url = request.raw.url ?? '';
  const q = url.indexOf('?');
  return (dropEmpty(q >= 0 ? parseQueryString(url.slice(q + 1)) : {}) ?? {}) as Record<string, unknown>;
}

export async function readBody(request: FastifyRequest): Promise<Record<string, unknown>> {
  let body: unknown = request.body;
  if (request.isMultipart()) body = await readMultipart(request);
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw errors.field('body', 'The request body must be an object');
  }
  return (dropEmpty(body) ?? {}) as Record<string, unknown>;
}
