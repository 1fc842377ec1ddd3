import { type AnswerHandlers, callApi } from '@/lib/api-answer.util';
import type { AdminTransaction } from '../admin-transactions.types';

export interface AssignPackageBody {
  user_id?: number;
  email?: string;
  package_id: number;
  reason: string;
}

/** `POST admin/payment-transactions`: assigns a package by hand (a Manual transaction of 0). */
export function assignPackage(body: AssignPackageBody, handlers: AnswerHandlers<AdminTransaction>) {
  return callApi<AdminTransaction>(
    { call: 'admin/payment-transactions', method: 'POST', body: { ...body } },
    handlers,
  );
}
