'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useMemo, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button.component';
import { createTranslator, type Dictionary } from '@/lib/i18n/translate.util';
import type { AdminPage } from './admin-content.types';
import { saveAdminPage } from './api/save-admin-page';
import { RichTextField } from './rich-text-field.client';

// One page (about us, privacy, terms) in one language. Saved empty, readers of that language see
// the default language's text again; the API sanitises the HTML.

export function PageForm({ page, words }: { page: AdminPage; words: Dictionary }) {
  const w = useMemo(() => createTranslator(words), [words]);
  const router = useRouter();
  const [content, setContent] = useState(page.content);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(undefined);
    await saveAdminPage(page.page, page.language_code, content, {
      successToast: true,
      onSuccess: () => router.refresh(),
      onError: (failure) => setError(failure.message),
    });
    setBusy(false);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-4xl gap-5" data-testid="page-form">
      <RichTextField
        label={w('adminPageContent')}
        hint={page.is_default_language ? undefined : w('adminPageFallbackHint')}
        value={content}
        onChange={setContent}
        error={error}
        w={w}
      />
      <div>
        <BusyButton type="submit" busy={busy} busyText={w('adminCategorySaving')}>
          {w('adminPageSave')}
        </BusyButton>
      </div>
    </form>
  );
}
