'use client';

import { useEffect, useRef } from 'react';
import type { DialogCode } from '@/components/access/access-codes';
import { showAccessError } from '@/components/access/access-dialog.store';

// Opens the "Opps!" dialog once when the form's page refuses (incomplete profile, no package…);
// the page itself says the same in words, with the same way forward, for whoever closed it.

export function FormRefusalDialog({
  code,
  details,
}: {
  code: DialogCode;
  details: Record<string, unknown> | null;
}) {
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    showAccessError(code, details);
  }, [code, details]);
  return null;
}
