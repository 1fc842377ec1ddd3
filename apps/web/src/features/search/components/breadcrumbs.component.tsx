import Link from 'next/link';
import { JsonLd } from '@/lib/seo/json-ld.component';
import { breadcrumbJsonLd } from '@/lib/seo/structured-data.util';

// Visible breadcrumbs plus their BreadcrumbList JSON-LD (server component). The last crumb is the
// current page: text with aria-current, not a link.

export interface Crumb {
  name: string;
  href: string;
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
                    prefetch={false}
                    href={item.href}
                    className="inline-flex min-h-6 items-center rounded underline-offset-2 hover:text-(--brand-ink) hover:underline"
                  >
                    {item.name}
                  </Link>
                  <span aria-hidden="true" className="text-gray-500">
                    /
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
      <JsonLd data={breadcrumbJsonLd(items.map((i) => ({ name: i.name, path: i.href })))} />
    </nav>
  );
}
