'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/i18n-context';

// The owner's actions on one project: edit it (the project form's own page), switch it off or on
// (only once approved: a new project waits for the operator) and delete it after a confirmation.
// Each asks the API and then renders the page again from the server, so the project shows its new
// state and tab; a deletion from the project's own page goes back to the list.

type Action = { call: 'change-project-status'; status: 0 | 1 } | { call: 'delete_project' };

const BUTTON =
  'inline-flex min-h-11 items-center rounded-md border border-gray-400 bg-white px-4 font-semibold text-gray-900 hover:bg-gray-50 disabled:opacity-70';

/** The project form's edit page (features/add-project), linked by path: features do not import each other. */
const editProjectPath = (slug: string) => `/user/edit-project/${encodeURIComponent(slug)}`;

export function ProjectActions({
  id,
  slug,
  title,
  active,
  approved,
  afterDelete,
}: {
  id: number;
  slug: string;
  title: string;
  active: boolean;
  approved: boolean;
  /** Where to go once the project is deleted (its own page would be gone); else this page again. */
  afterDelete?: string;
}) {
  const { t } = useTranslation();
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function run(action: Action) {
    if (action.call === 'delete_project' && !window.confirm(t('myProjectsDeleteConfirm', { title }))) return;
    setBusy(true);
    const [{ callApi }, { showAccessFailure }] = await Promise.all([
      import('@/lib/api-answer.util'),
      import('@/components/access/access-dialog.store'),
    ]);
    const body = action.call === 'delete_project' ? { id } : { project_id: id, status: action.status };
    await callApi(
      { call: action.call, method: 'POST', body },
      {
        successToast: true,
        onSuccess: () =>
          action.call === 'delete_project' && afterDelete ? router.push(afterDelete) : router.refresh(),
        onError: (failure) => void showAccessFailure(failure),
      },
    );
    setBusy(false);
  }

  return (
    <div className="flex flex-wrap gap-2" aria-busy={busy}>
      <Link
        href={editProjectPath(slug)}
        prefetch={false}
        aria-label={t('myPropertiesEditTitled', { title })}
        className={BUTTON}
      >
        {t('myPropertiesEdit')}
      </Link>
      {approved ? (
        <button
          type="button"
          disabled={busy}
          className={BUTTON}
          onClick={() => void run({ call: 'change-project-status', status: active ? 0 : 1 })}
        >
          {active ? t('myPropertiesDeactivate') : t('myPropertiesActivate')}
        </button>
      ) : null}
      <button
        type="button"
        disabled={busy}
        className="inline-flex min-h-11 items-center rounded-md border border-red-700 bg-white px-4 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-70"
        onClick={() => void run({ call: 'delete_project' })}
      >
        {t('myPropertiesDelete')}
      </button>
    </div>
  );
}
