import type { TranslationKey } from '@/lib/i18n/translate.util';

// The tabs of "My projects": each is a filter of get-added-projects. A new project waits switched
// off until it is approved, so "switched off" means approved and off.

export type MyProjectsTab = 'all' | 'approved' | 'pending' | 'rejected' | 'inactive';

export const MY_PROJECTS_TABS: ReadonlyArray<{
  id: MyProjectsTab;
  key: TranslationKey;
  filters: Record<string, string>;
}> = [
  { id: 'all', key: 'myPropertiesAll', filters: {} },
  { id: 'approved', key: 'myPropertiesApproved', filters: { request_status: 'approved', status: '1' } },
  { id: 'pending', key: 'myPropertiesPending', filters: { request_status: 'pending' } },
  { id: 'rejected', key: 'myPropertiesRejected', filters: { request_status: 'rejected' } },
  { id: 'inactive', key: 'myPropertiesInactive', filters: { request_status: 'approved', status: '0' } },
];

export function projectTabOf(value: unknown): (typeof MY_PROJECTS_TABS)[number] {
  return (
    MY_PROJECTS_TABS.find((tab) => tab.id === value) ??
    (MY_PROJECTS_TABS[0] as (typeof MY_PROJECTS_TABS)[number])
  );
}
