import type { TranslationKey } from '@/lib/i18n/translate.util';

// The tabs of "My properties": each is a filter of get-added-properties.

export type MyPropertiesTab = 'all' | 'approved' | 'pending' | 'rejected' | 'inactive' | 'closed';

export const MY_PROPERTIES_TABS: ReadonlyArray<{
  id: MyPropertiesTab;
  key: TranslationKey;
  filters: Record<string, string>;
}> = [
  { id: 'all', key: 'myPropertiesAll', filters: {} },
  {
    id: 'approved',
    key: 'myPropertiesApproved',
    filters: { request_status: 'approved', status: '1', property_type: 'sell,rent' },
  },
  { id: 'pending', key: 'myPropertiesPending', filters: { request_status: 'pending' } },
  { id: 'rejected', key: 'myPropertiesRejected', filters: { request_status: 'rejected' } },
  { id: 'inactive', key: 'myPropertiesInactive', filters: { status: '0' } },
  { id: 'closed', key: 'myPropertiesClosed', filters: { property_type: 'sold,rented' } },
];

export function tabOf(value: unknown): (typeof MY_PROPERTIES_TABS)[number] {
  return (
    MY_PROPERTIES_TABS.find((tab) => tab.id === value) ??
    (MY_PROPERTIES_TABS[0] as (typeof MY_PROPERTIES_TABS)[number])
  );
}
