import { parsePage } from '@/components/ui/page-links.util';
import type { RawQuery } from '@/lib/url-query.util';

// The packages list's address: /admin/packages?search=gold&sale=on&page=2. Plain links and a GET
// form, so every view works before hydration and can be shared.

export const PACKAGES_PATH = '/admin/packages';

export type SaleFilter = 'all' | 'on' | 'off';

export interface PackagesParams {
  search: string;
  sale: SaleFilter;
  page: number;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export function parsePackagesParams(raw: RawQuery): PackagesParams {
  const sale = first(raw.sale);
  return {
    search: first(raw.search).trim().slice(0, 100),
    sale: sale === 'on' || sale === 'off' ? sale : 'all',
    page: parsePage(raw.page),
  };
}

export function packagesHref(params: PackagesParams, change: Partial<PackagesParams> = {}): string {
  const next = { ...params, ...change };
  const query = new URLSearchParams();
  if (next.search) query.set('search', next.search);
  if (next.sale !== 'all') query.set('sale', next.sale);
  if (next.page > 1) query.set('page', String(next.page));
  const text = query.toString();
  return text ? `${PACKAGES_PATH}?${text}` : PACKAGES_PATH;
}
