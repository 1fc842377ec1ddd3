import { cityLanding } from '@/features/search/landing-route.server';

export default cityLanding.Layout;
