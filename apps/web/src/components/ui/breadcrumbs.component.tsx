import Link from 'next/link';
import { JsonLd } from '@/lib/seo/json-ld.component';
import { type BreadcrumbItem, breadcrumbJsonLd } from '@/lib/seo/structured-data.util';

// Visible breadcrumbs (server component). The last crumb is the current page: text with
// aria-current, not a link. `jsonLd` adds the BreadcrumbList for pages that do not emit it with
// their other structured data (detail pages do).

export function Breadcrumbs({
  items,
  label,
  jsonLd = false,
}: {
  items: BreadcrumbItem[];
  label: string;
  jsonLd?: boolean;
}) {
  return (
    <nav aria-label={label} className="text-sm text-gray-700">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.path} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium text-gray-900">
                  {item.name}
                </span>
              ) : (
                <>
                  <Link
                    prefetch={false}
                    href={item.path}
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
      {jsonLd ? <JsonLd data={breadcrumbJsonLd(items)} /> : null}
    </nav>
  );
}
