import 'server-only';
import { cookies } from 'next/headers';
import { apiInternalUrl } from '@/lib/config';
import { SESSION_COOKIE } from '@/lib/cookies.constants';

/**
 * `HEAD verification-files/{id}` with the operator's session: the stored file's content type, so
 * the review page previews pictures. The answer's URL names no extension (the file is served
 * through an access-checked route), hence the question. Null when it cannot be told.
 */
export async function getVerificationFileType(url: string): Promise<string | null> {
  const match = /\/api\/(verification-files\/\d{1,16})$/.exec(url);
  const cookie = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!match || !cookie) return null;
  try {
    const response = await fetch(`${apiInternalUrl()}/${match[1]}`, {
      method: 'HEAD',
      headers: { cookie: `${SESSION_COOKIE}=${encodeURIComponent(cookie)}` },
      cache: 'no-store',
      signal: AbortSignal.timeout(5_000),
    });
    return response.ok ? (response.headers.get('content-type')?.split(';')[0]?.trim() ?? null) : null;
  } catch {
    return null;
  }
}
