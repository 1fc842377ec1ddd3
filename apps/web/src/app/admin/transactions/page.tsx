import { transactionsRoute } from '@/features/admin-transactions/transactions-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = transactionsRoute.generateMetadata;

export default transactionsRoute.Page;
