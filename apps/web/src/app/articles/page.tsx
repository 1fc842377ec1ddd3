import { ArticleListRoutePage, articleListMetadata } from '@/features/articles/article-list-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = articleListMetadata;

export default ArticleListRoutePage;
