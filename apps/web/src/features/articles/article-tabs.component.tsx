import Link from 'next/link';
import type { CategoryNested } from '@/lib/api-types';
import type { Translate } from '@/lib/i18n/translate.util';

// Category filters as links (server-rendered, crawlable): "All" and one per category.

const TAB = 'inline-flex min-h-11 items-center rounded-full border px-4 font-medium whitespace-nowrap';

export function ArticleTabs({
  categories,
  current,
  t,
}: {
  categories: CategoryNested[];
  current: string | undefined;
  t: Translate;
}) {
  const isCurrent = (c: CategoryNested) => current === c.slug_id || current === String(c.id);
  const tabs = [
    { key: 'all', href: '/articles', label: t('allArticles'), active: !current },
    ...categories.map((c) => ({
      key: String(c.id),
      href: `/articles?category=${encodeURIComponent(c.slug_id)}`,
      label: c.category,
      active: isCurrent(c),
    })),
  ];
  return (
    <nav aria-label={t('articleCategories')} className="mx-auto w-full max-w-7xl px-4 pt-4">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              href={tab.href}
              aria-current={tab.active ? 'page' : undefined}
              className={`${TAB} ${tab.active ? 'border-(--brand) bg-(--brand) text-(--on-brand)' : 'border-gray-300 bg-white text-gray-900 hover:bg-gray-50'}`}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
