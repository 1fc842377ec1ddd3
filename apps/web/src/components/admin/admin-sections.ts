import type { AdminPermission } from '@domus/shared/constants/admin-permissions.constants';
import type { TranslationKey } from '@/lib/i18n/translate.util';

// The admin console's sections, each with the permissions its page reads with, and the groups the
// navigation shows them in. Kept apart from the frame (admin-console.component.tsx) so a unit test
// can check that every section is in exactly one group: a section left out would be unreachable.

export type AdminSection =
  | 'audit-log'
  | 'report-reasons'
  | 'contact-requests'
  | 'listing-reports'
  | 'pages'
  | 'faqs'
  | 'articles'
  | 'seo'
  | 'homepage-sections'
  | 'sliders'
  | 'projects'
  | 'properties'
  | 'dashboard'
  | 'moderation'
  | 'packages'
  | 'payment-gateways'
  | 'transactions'
  | 'advertisements'
  | 'verifications'
  | 'verification-fields'
  | 'members'
  | 'staff'
  | 'settings'
  | 'languages'
  | 'categories'
  | 'facilities'
  | 'cities'
  | 'notifications'
  | 'chat-reports'
  | 'chat-settings';

export type Section = {
  id: AdminSection;
  href: string;
  key: TranslationKey;
  permission: readonly AdminPermission[];
};

// Each section is listed only for an operator whose role grants one of the permissions its page
// reads with (the dashboard shows whichever figures the role may read).
export const SECTIONS: readonly Section[] = [
  {
    id: 'dashboard',
    href: '/admin',
    key: 'adminDashboardTitle',
    permission: ['listings.read', 'users.read', 'payments.read'],
  },
  { id: 'moderation', href: '/admin/moderation', key: 'adminModerationTitle', permission: ['listings.read'] },
  {
    id: 'advertisements',
    href: '/admin/advertisements',
    key: 'adminAdsTitle',
    permission: ['listings.read'],
  },
  {
    id: 'transactions',
    href: '/admin/transactions',
    key: 'adminTransactionsTitle',
    permission: ['payments.read'],
  },
  { id: 'packages', href: '/admin/packages', key: 'adminPackagesTitle', permission: ['payments.read'] },
  {
    id: 'payment-gateways',
    href: '/admin/payment-gateways',
    key: 'adminGatewaysTitle',
    permission: ['payments.read'],
  },
  {
    id: 'verifications',
    href: '/admin/verifications',
    key: 'adminVerificationsTitle',
    permission: ['users.read'],
  },
  {
    id: 'verification-fields',
    href: '/admin/verification-fields',
    key: 'adminVerificationFieldsTitle',
    permission: ['users.read'],
  },
  { id: 'members', href: '/admin/members', key: 'adminMembersTitle', permission: ['users.read'] },
  { id: 'staff', href: '/admin/staff', key: 'adminStaffTitle', permission: ['staff.manage'] },
  { id: 'settings', href: '/admin/settings', key: 'adminSettingsTitle', permission: ['settings.read'] },
  { id: 'languages', href: '/admin/languages', key: 'adminLanguagesTitle', permission: ['settings.read'] },
  {
    id: 'categories',
    href: '/admin/categories',
    key: 'adminCategoriesTitle',
    permission: ['catalogue.read'],
  },
  {
    id: 'facilities',
    href: '/admin/facilities',
    key: 'adminFacilitiesTitle',
    permission: ['catalogue.read'],
  },
  { id: 'cities', href: '/admin/cities', key: 'adminCitiesTitle', permission: ['catalogue.read'] },
  {
    id: 'notifications',
    href: '/admin/notifications',
    key: 'adminNotificationsTitle',
    permission: ['users.read'],
  },
  {
    id: 'chat-reports',
    href: '/admin/chat-reports',
    key: 'adminChatReportsTitle',
    permission: ['users.read'],
  },
  {
    id: 'chat-settings',
    href: '/admin/chat-settings',
    key: 'adminChatSettingsTitle',
    permission: ['settings.read'],
  },
  {
    id: 'properties',
    href: '/admin/properties',
    key: 'adminListingsPropertiesTitle',
    permission: ['listings.read'],
  },
  {
    id: 'projects',
    href: '/admin/projects',
    key: 'adminListingsProjectsTitle',
    permission: ['listings.read'],
  },
  {
    id: 'homepage-sections',
    href: '/admin/homepage-sections',
    key: 'adminHomeSectionsTitle',
    permission: ['settings.read'],
  },
  { id: 'sliders', href: '/admin/sliders', key: 'adminSlidersTitle', permission: ['catalogue.read'] },
  { id: 'seo', href: '/admin/seo', key: 'adminSeoTitle', permission: ['settings.read'] },
  { id: 'articles', href: '/admin/articles', key: 'adminArticlesTitle', permission: ['content.read'] },
  { id: 'faqs', href: '/admin/faqs', key: 'adminFaqsTitle', permission: ['content.read'] },
  { id: 'pages', href: '/admin/pages', key: 'adminPagesTitle', permission: ['content.read'] },
  {
    id: 'listing-reports',
    href: '/admin/listing-reports',
    key: 'adminListingReportsTitle',
    permission: ['listings.read'],
  },
  {
    id: 'contact-requests',
    href: '/admin/contact-requests',
    key: 'adminContactTitle',
    permission: ['users.read'],
  },
  {
    id: 'report-reasons',
    href: '/admin/report-reasons',
    key: 'adminReportReasonsTitle',
    permission: ['catalogue.read'],
  },
  { id: 'audit-log', href: '/admin/audit-log', key: 'adminAuditLogTitle', permission: ['audit.read'] },
];

export type NavGroup = { key: TranslationKey; sections: readonly AdminSection[] };

// The navigation's groups, in the order operators work: what waits for them first, then the
// marketplace's records, then its configuration.
export const NAV_GROUPS: readonly NavGroup[] = [
  { key: 'adminNavGroupOverview', sections: ['dashboard'] },
  {
    key: 'adminNavGroupListings',
    sections: ['moderation', 'properties', 'projects', 'listing-reports', 'advertisements'],
  },
  { key: 'adminNavGroupMembers', sections: ['members', 'verifications', 'verification-fields', 'staff'] },
  { key: 'adminNavGroupCommerce', sections: ['packages', 'payment-gateways', 'transactions'] },
  {
    key: 'adminNavGroupMessages',
    sections: ['notifications', 'chat-reports', 'chat-settings', 'contact-requests'],
  },
  { key: 'adminNavGroupCatalogue', sections: ['categories', 'facilities', 'cities', 'report-reasons'] },
  {
    key: 'adminNavGroupContent',
    sections: ['homepage-sections', 'sliders', 'seo', 'articles', 'faqs', 'pages'],
  },
  { key: 'adminNavGroupSystem', sections: ['settings', 'languages', 'audit-log'] },
];

/** The groups with only the sections this operator may open; groups left empty are dropped. */
export function visibleGroups(
  permissions: readonly AdminPermission[],
): { key: TranslationKey; sections: Section[] }[] {
  const allowed = new Map(
    SECTIONS.filter((section) => section.permission.some((p) => permissions.includes(p))).map((s) => [
      s.id,
      s,
    ]),
  );
  return NAV_GROUPS.map((group) => ({
    key: group.key,
    sections: group.sections.flatMap((id) => allowed.get(id) ?? []),
  })).filter((group) => group.sections.length > 0);
}
