import type { PaymentStatus } from '@domus/shared/constants/enums.constants';

// The admin API's payment answers (apps/api/src/modules/payments/payment-admin.presenter.ts).

export interface AdminTransaction {
  id: number;
  user_id: number | null;
  user: { id: number; name: string | null; email: string | null } | null;
  package_id: number;
  package: { id: number; name: string };
  amount: number;
  currency: string;
  payment_gateway: string;
  order_id: string | null;
  transaction_id: string | null;
  payment_status: PaymentStatus;
  flagged_reason: string | null;
  created_at: string | null;
  updated_at: string | null;
}

/** A package an operator can pick (get-package's list). */
export interface PackageChoice {
  id: number;
  name: string;
}
