import { adminListingRoute } from '@/features/admin-listing-form/admin-listing-route.server';
import { OperatorPropertySection } from '@/features/property-form/operator-property-section.component';

// The member's listing form in the console (features do not import each other: joined here).
const route = adminListingRoute('property', OperatorPropertySection as never);

export const dynamic = 'force-dynamic';

export const generateMetadata = route.generateMetadata;

export default route.Page;
