export { RouteLoading as default } from '@/components/app/route-loading.component';
