// What admin/members answers (apps/api accounts/member-admin.presenter.ts).

export interface AdminMember {
  id: number;
  name: string | null;
  email: string | null;
  mobile: string | null;
  profile: string | null;
  role: string;
  is_active: boolean;
  is_email_verified: boolean;
  verification_status: string;
  logintype: number;
  created_at: string | null;
}

export interface AdminMemberDetail extends AdminMember {
  address: string | null;
  properties_count: number;
  projects_count: number;
  payments_total: number;
  active_package: { id: number; name: string; end_date: string | null } | null;
}
