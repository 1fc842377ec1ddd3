import type { PackageCheckType } from '@domus/shared/constants/enums.constants';

/** A package as `admin/packages` answers it. */
export interface AdminPackageFeature {
  id: number;
  type: PackageCheckType;
  name: string;
  /** Off in the feature catalogue: counts as absent for members. */
  enabled: boolean;
  limit_type: 'limited' | 'unlimited';
  limit: number | null;
}

export interface AdminPackage {
  id: number;
  name: string;
  package_type: 'free' | 'paid';
  price: number;
  /** Hours; null: no end. */
  duration: number | null;
  ios_product_id: string | null;
  on_sale: boolean;
  features: AdminPackageFeature[];
  subscriptions: number;
  payments: number;
  /** Somebody bought it: its duration and features are locked, and it cannot be deleted. */
  in_use: boolean;
  created_at: string | null;
  updated_at: string | null;
}
