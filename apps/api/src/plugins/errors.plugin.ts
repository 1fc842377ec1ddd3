import { REQUEST_MAX_BYTES } from '@domus/shared/constants/upload-limits.constants';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { AppError, errors, type FieldError } from '../lib/app-error.js';
import { clearSessionCookie } from '../modules/sessions/session-cookie.js';

/** Field path as the client sent it: dots and indices (`parameters.0.value`). */
export function zodFieldErrors(error: ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'input',
    message: issue.message,
  }));
}

function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) return errors.validation(zodFieldErrors(error));
  const fe = error as Partial<FastifyError> & { statusCode?: number };
  switch (fe.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type', {
        field: null,
        allowed: [],
      });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return errors.payloadTooLarge(null, REQUEST_MAX_BYTES);
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return errors.field('body', 'The request body is not valid JSON');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return errors.field('body', 'The multipart body is not valid or has too many parts');
    default:
      break;
  }
  if (fe.statusCode === 429) return errors.rateLimited(60);
  if (fe instanceof SyntaxError) return errors.field('body', 'The request body could not be parsed');
  if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
    return new AppError(fe.statusCode, 'VALIDATION_FAILED', 'Invalid request', {
      fields: [{ field: 'request', message: 'Invalid request' }],
    });
  }
  return null;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  if (error.headers) reply.headers(error.headers);
  if (error.code === 'NOT_LOGGED_IN' || error.code === 'TOKEN_INVALID') {
    // A dead cookie must not keep failing every request.
    if (request.cookieToken) clearSessionCookie(reply);
  }
  const body: Record<string, unknown> = { error: true, message: error.message, code: error.code };
  if (error.details) body.details = error.details;
  return reply.status(error.status).header('cache-control', 'private, no-store').send(body);
}

/** One error handler: known errors become envelopes, everything else a 500 that leaks nothing. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const known = toAppError(error);
    if (known) {
      if (known.status >= 500) request.log.error({ err: error }, 'request failed');
      return sendError(request, reply, known);
    }
    request.log.error({ err: error }, 'unexpected error');
    const internal = errors.internal();
    return reply
      .status(500)
      .header('cache-control', 'private, no-store')
      .send({
        error: true,
        message: internal.message,
        code: internal.code,
        details: { request_id: request.id },
      });
  });
}
