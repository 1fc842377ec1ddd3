import { ArticleCard } from '@/components/cards/article-card.component';
import { Section } from '@/components/ui/section.component';
import type { Article } from '@/lib/api-types';
import type { Translate } from '@/lib/i18n/translate.util';

export interface ArticlesSectionProps {
  articles: Article[];
  placeholder: string | null;
  locale: string;
  t: Translate;
}

export function ArticlesSection({ articles, placeholder, locale, t }: ArticlesSectionProps) {
  const title = t('articlesTitle');
  return (
    <Section
      id="articles"
      title={title}
      viewAll={{
        href: '/articles',
        label: t('viewAll'),
        accessibleLabel: t('viewAllOf', { section: title }),
      }}
    >
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {articles.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} placeholder={placeholder} locale={locale} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
