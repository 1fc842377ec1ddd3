'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { CatalogueImageField } from '@/components/admin/catalogue-image-field.client';
import { catalogueImageWords } from '@/components/admin/catalogue-image-words';
import { BusyButton } from '@/components/ui/busy-button.component';
import { TextField } from '@/components/ui/text-field.component';
import { firstFieldMessage } from '@/lib/api-answer.util';
import { createTranslator, type Dictionary } from '@/lib/i18n/translate.util';
import type { AdminFacility } from './admin-places.types';
import { deleteAdminFacility } from './api/delete-admin-facility';
import { saveAdminFacility } from './api/save-admin-facility';

// The nearby places: a form to add one, then each place as its own small form (rename, delete)
// with its icon's upload field.
// A place listings use offers no delete. The page renders again after each write.

function FacilityRow({
  facility,
  w,
}: {
  facility: AdminFacility | null;
  w: ReturnType<typeof createTranslator>;
}) {
  const router = useRouter();
  const id = useId();
  const [name, setName] = useState(facility?.name ?? '');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null);
  const label = facility ? w('adminFacilityName', { name: facility.name }) : w('adminFacilityNew');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy('save');
    setError(undefined);
    await saveAdminFacility(facility?.id ?? null, name, {
      successToast: true,
      onSuccess: () => {
        if (!facility) setName('');
        router.refresh();
      },
      onError: (failure) => {
        setError(firstFieldMessage(failure));
        document.getElementById(`${id}-name`)?.focus();
      },
    });
    setBusy(null);
  }

  async function onDelete() {
    if (!facility || busy || !window.confirm(w('adminFacilityDeleteConfirm', { name: facility.name })))
      return;
    setBusy('delete');
    await deleteAdminFacility(facility.id, { successToast: true, onSuccess: () => router.refresh() });
    setBusy(null);
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
      className="flex flex-wrap items-end gap-3"
      data-testid={facility ? 'facility-row' : 'facility-new'}
    >
      <TextField
        id={`${id}-name`}
        name="name"
        label={label}
        value={name}
        onValueChange={setName}
        error={error}
        maxLength={150}
        className="min-w-64 flex-1"
      />
      <BusyButton type="submit" busy={busy === 'save'} busyText={w('adminCategorySaving')}>
        {facility ? w('adminFacilitySave', { name: facility.name }) : w('adminFacilityAdd')}
      </BusyButton>
      {facility && facility.in_use === 0 ? (
        <BusyButton
          type="button"
          look="danger"
          busy={busy === 'delete'}
          busyText={w('adminCategoryDeleting')}
          onClick={() => void onDelete()}
        >
          {w('adminFacilityDelete', { name: facility.name })}
        </BusyButton>
      ) : null}
      {facility && facility.in_use > 0 ? (
        <p className="min-h-11 content-center text-sm text-gray-700">
          {w('adminFacilityInUse', { count: facility.in_use })}
        </p>
      ) : null}
    </form>
  );
}

export function FacilitiesEditor({ items, words }: { items: AdminFacility[]; words: Dictionary }) {
  const w = useMemo(() => createTranslator(words), [words]);
  return (
    <div className="grid max-w-4xl gap-6">
      <FacilityRow facility={null} w={w} />
      <ul className="grid gap-4 border-t border-gray-200 pt-4">
        {items.map((facility) => (
          <li key={`${facility.id}-${facility.name}`} className="grid gap-2">
            <FacilityRow facility={facility} w={w} />
            <CatalogueImageField
              call={`admin/facilities/${facility.id}/icon`}
              current={facility.image_url}
              words={catalogueImageWords(w, w('adminFacilityIcon', { name: facility.name }))}
              testId="facility-icon"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
