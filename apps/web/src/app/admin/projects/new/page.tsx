import { OperatorProjectSection } from '@/features/add-project/operator-project-section.component';
import { adminListingRoute } from '@/features/admin-listing-form/admin-listing-route.server';

// The member's project form in the console (features do not import each other: joined here).
const route = adminListingRoute('project', OperatorProjectSection as never);

export const dynamic = 'force-dynamic';

export const generateMetadata = route.generateMetadata;

export default route.Page;
