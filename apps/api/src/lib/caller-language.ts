import type { FastifyRequest } from 'fastify';

export const DEFAULT_LANGUAGE = 'en';

/**
 * The caller's language from Accept-Language (`fr-FR,fr;q=0.9,en;q=0.8` → `fr`): the primary
 * subtag of the most preferred range. Catalogue names come back in it where a translation exists;
 * English otherwise, and when the header is absent or `*`.
 */
export function callerLanguage(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let best = { code: DEFAULT_LANGUAGE, q: 0 };
  for (const part of value.split(',')) {
    const [range = '', ...params] = part.trim().split(';');
    const code = range.trim().toLowerCase().split('-')[0] ?? '';
    if (!/^[a-z]{2,3}$/.test(code)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (Number.isFinite(q) && q > best.q) best = { code, q };
  }
  return best.code;
}

export function requestLanguage(request: FastifyRequest): string {
  return callerLanguage(request.headers['accept-language']);
}
