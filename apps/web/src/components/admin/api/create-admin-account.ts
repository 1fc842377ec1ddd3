import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';

export interface CreatedAccount {
  id: number;
  name: string;
  email: string | null;
  role: string;
}

/** `POST admin/members` (no role: a member) or `POST admin/staff` (with the role it holds). */
export function createAdminAccount(
  kind: 'member' | 'staff',
  body: { name: string; email: string; password?: string; role?: string },
  handlers: AnswerHandlers<CreatedAccount, BrowserApiRequest>,
) {
  return callApi<CreatedAccount>(
    { call: kind === 'member' ? 'admin/members' : 'admin/staff', method: 'POST', body },
    handlers,
  );
}
