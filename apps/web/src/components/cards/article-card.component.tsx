import { truncate } from '@domus/shared/utils/relative-time.util';
import Link from 'next/link';
import { MediaImage } from '@/components/ui/media-image.component';
import type { Article } from '@/lib/api-types';
import { plainText } from '@/lib/text.util';

export interface ArticleCardProps {
  article: Article;
  placeholder: string | null;
  locale: string;
}

export function ArticleCard({ article, placeholder, locale }: ArticleCardProps) {
  const published = new Date(article.created_at);
  const date = Number.isNaN(published.getTime())
    ? null
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(published);
  const excerpt = truncate(plainText(article.description), 140);
  return (
    <article
      className="relative flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
      data-testid="article-card"
    >
      <div className="relative aspect-[16/9] bg-gray-100">
        <MediaImage
          src={article.image ?? placeholder}
          alt=""
          fill
          sizes="(min-width: 1280px) 24rem, (min-width: 768px) 33vw, 90vw"
          className="object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="flex flex-wrap gap-x-2 text-sm text-gray-600">
          {article.category ? (
            <span className="font-medium text-gray-700">{article.category.category}</span>
          ) : null}
          {date ? <time dateTime={article.created_at}>{date}</time> : null}
        </p>
        <h3 className="line-clamp-2 font-semibold text-gray-900">
          <Link
            href={`/articles/${encodeURIComponent(article.slug_id)}`}
            className="after:absolute after:inset-0 after:content-[''] hover:text-(--brand-ink)"
          >
            {article.title}
          </Link>
        </h3>
        {excerpt ? <p className="text-sm text-gray-700">{excerpt}</p> : null}
      </div>
    </article>
  );
}
