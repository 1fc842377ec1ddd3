import { headers } from 'next/headers';
import { NONCE_HEADER } from '@/lib/security/content-security-policy.util';
import { serializeJsonLd } from './structured-data.util';

// Structured data for crawlers (server component). Serialised with `<` escaped, so listing text can
// never break out of the script element. It carries the page's nonce like every other script, so
// the page holds no script the Content-Security-Policy did not vouch for.

export async function JsonLd({ data }: { data: object | object[] }) {
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes every `<`, `>` and `&`.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
