import { ArticleListRoutePage, articleListMetadata } from '@/features/articles/article-list-route.server';
import { seoMetadata } from '@/lib/seo/seo-settings.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = seoMetadata('articles', articleListMetadata);

export default ArticleListRoutePage;
