import { ArticleRoutePage, articleMetadata } from '@/features/articles/article-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = articleMetadata;

export default ArticleRoutePage;
