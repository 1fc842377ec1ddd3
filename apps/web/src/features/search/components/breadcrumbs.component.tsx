import Link from 'next/link';
import { publicUrl } from '@/lib/config';

// Visible breadcrumbs plus their BreadcrumbList JSON-LD (server component). The last crumb is the
// current page: text with aria-current, not a link.

export interface Crumb {
  name: string;
  href: string;
}

function jsonLd(items: Crumb[]): string {
  const base = publicUrl();
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${base}${item.href}`,
    })),
  };
  // `<`, `>` and `&` escaped: names come from operators and listings and must not close the script.
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

export function Breadcrumbs({ items, label }: { items: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className="text-sm text-gray-700">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.href} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium text-gray-900">
                  {item.name}
                </span>
              ) : (
                <>
                  <Link
                    href={item.href}
                    className="inline-flex min-h-6 items-center rounded underline-offset-2 hover:text-(--brand-ink) hover:underline"
                  >
                    {item.name}
                  </Link>
                  <span aria-hidden="true" className="text-gray-500 rtl:-scale-x-100">
                    /
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: jsonLd escapes every `<`, `>` and `&`.
        dangerouslySetInnerHTML={{ __html: jsonLd(items) }}
      />
    </nav>
  );
}
