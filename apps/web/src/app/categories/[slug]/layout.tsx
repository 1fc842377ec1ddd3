import { categoryLanding } from '@/features/search/landing-route.server';

export default categoryLanding.Layout;
