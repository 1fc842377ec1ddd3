import { serializeJsonLd } from './structured-data.util';

// Structured data for crawlers (server component). Serialised with `<` escaped, so listing text can
// never break out of the script element.

export function JsonLd({ data }: { data: object | object[] }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes every `<`, `>` and `&`.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
