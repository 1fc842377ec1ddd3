import { staffRoute } from '@/features/admin-staff/staff-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = staffRoute.generateMetadata;

export default staffRoute.Page;
