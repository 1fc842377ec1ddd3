'use client';

import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button.component';
import { createTranslator, type Dictionary, type TranslationKey } from '@/lib/i18n/translate.util';
import { actOnListingReport, type ListingReportAction } from './api/act-on-listing-report';

// The three ways of closing an open report, each after a confirmation that says what it does to
// the listing's other reports; the page renders again from the server after the write.

const ACTIONS: readonly {
  action: ListingReportAction;
  label: TranslationKey;
  confirm: TranslationKey;
  look: 'secondary' | 'danger';
}[] = [
  {
    action: 'dismiss',
    label: 'adminListingReportDismiss',
    confirm: 'adminListingReportDismissConfirm',
    look: 'secondary',
  },
  {
    action: 'deactivate-listing',
    label: 'adminListingReportDeactivateListing',
    confirm: 'adminListingReportDeactivateListingConfirm',
    look: 'danger',
  },
  {
    action: 'deactivate-member',
    label: 'adminListingReportDeactivateMember',
    confirm: 'adminListingReportDeactivateMemberConfirm',
    look: 'danger',
  },
];

export function ListingReportActions({
  id,
  title,
  owner,
  canDeactivateMember,
  words,
}: {
  id: number;
  title: string;
  owner: string | null;
  canDeactivateMember: boolean;
  words: Dictionary;
}) {
  const w = useMemo(() => createTranslator(words), [words]);
  const router = useRouter();
  const [busy, setBusy] = useState<ListingReportAction | null>(null);
  const shown = ACTIONS.filter(
    (a) => a.action !== 'deactivate-member' || (canDeactivateMember && owner !== null),
  );

  async function run(action: ListingReportAction, confirm: TranslationKey) {
    if (busy || !window.confirm(w(confirm, { title, name: owner ?? '' }))) return;
    setBusy(action);
    await actOnListingReport(id, action, { successToast: true, onSuccess: () => router.refresh() });
    setBusy(null);
  }

  return (
    <div className="grid min-w-44 gap-2" data-testid="listing-report-actions">
      {shown.map(({ action, label, confirm, look }) => (
        <BusyButton
          key={action}
          type="button"
          look={look}
          busy={busy === action}
          busyText={w('adminListingReportWorking')}
          onClick={() => void run(action, confirm)}
          className="px-3"
        >
          {w(label)}
        </BusyButton>
      ))}
    </div>
  );
}
