import { ArticleRouteLayout } from '@/features/articles/article-route.server';

export default ArticleRouteLayout;
