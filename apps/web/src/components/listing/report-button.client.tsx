'use client';

import { type ComponentType, useState } from 'react';
import type { ReportDialogProps } from './report-dialog.client';

// "Report this listing": the dialog (its reasons, its form and validation) loads on the first
// press, so the property page does not carry it. The page gives the button its words.

export function ReportButton({
  propertyId,
  reported,
  labels,
}: {
  propertyId: number;
  reported: boolean;
  /** What the button says before and after the report. */
  labels: readonly [string, string];
}) {
  const [done, setDone] = useState(reported);
  const [Dialog, setDialog] = useState<ComponentType<ReportDialogProps> | null>(null);
  const [open, setOpen] = useState(false);

  async function start() {
    if (!Dialog) {
      const { ReportDialog } = await import('./report-dialog.client');
      setDialog(() => ReportDialog);
    }
    setOpen(true);
  }

  return (
    <>
      <button
        type="button"
        onClick={() => void start()}
        disabled={done}
        className="text-sm font-semibold text-gray-700 underline underline-offset-2 hover:text-gray-900 disabled:no-underline"
        data-testid="report-button"
      >
        {done ? labels[1] : labels[0]}
      </button>
      {open && Dialog ? (
        <Dialog
          propertyId={propertyId}
          onClose={(sent) => {
            setOpen(false);
            if (sent) setDone(true);
          }}
        />
      ) : null}
    </>
  );
}
