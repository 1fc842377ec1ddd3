import type { PackageCheckType } from '@domus/shared/constants/enums.constants';

/** A package feature as get-package lists it; the usage fields only on my active packages. */
export interface PackageFeature {
  id: number;
  type: PackageCheckType;
  name: string;
  limit_type: 'limited' | 'unlimited';
  limit: number | null;
  used_limit?: number | null;
  total_limit?: number | null;
}

export interface PackageItem {
  id: number;
  name: string;
  package_type: 'free' | 'paid';
  price: number;
  /** Hours; null = never ends. */
  duration: number | null;
  ios_product_id: string | null;
  created_at: string;
  features: PackageFeature[];
}

export interface ActivePackage extends PackageItem {
  user_package_id: number;
  start_date: string;
  end_date: string | null;
  is_active: boolean;
}

/** get-package in one value: what is on sale for me, and what I hold. */
export interface PackageList {
  available: PackageItem[];
  active: ActivePackage[];
}
