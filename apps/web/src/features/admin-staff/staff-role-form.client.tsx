'use client';

import {
  ADMIN_PERMISSIONS,
  type AdminPermission,
  permissionArea,
} from '@domus/shared/constants/admin-permissions.constants';
import { adminStaffRoleSchema } from '@domus/shared/schemas/admin-staff.schema';
import { useRouter } from 'next/navigation';
import { useId, useMemo, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button.component';
import { fieldErrorsOf } from '@/lib/api-answer.util';
import { createTranslator, type Dictionary, type TranslationKey } from '@/lib/i18n/translate.util';
import type { AdminStaffRole } from './admin-staff.types';
import { deleteStaffRole } from './api/delete-staff-role';
import { saveStaffRole } from './api/save-staff-role';

// One staff role's form: its name and a checklist of permissions grouped per console area. The
// shared schema checks it before sending; the API's own field errors show next to the field.

const AREAS = [...new Set(ADMIN_PERMISSIONS.map(permissionArea))];

function actionOf(permission: AdminPermission): string {
  return permission.slice(permission.indexOf('.') + 1);
}

export function StaffRoleForm({
  staffRole: role,
  words,
}: {
  staffRole: AdminStaffRole | null;
  words: Dictionary;
}) {
  const w = useMemo(() => createTranslator(words), [words]);
  const router = useRouter();
  const id = useId();
  const [name, setName] = useState(role?.name ?? '');
  const [granted, setGranted] = useState<AdminPermission[]>(role?.permissions ?? []);
  const [errors, setErrors] = useState<{ name?: string; permissions?: string }>({});
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null);

  function toggle(permission: AdminPermission, on: boolean) {
    setGranted((list) => (on ? [...list, permission] : list.filter((p) => p !== permission)));
  }

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const body = { name: name.trim(), permissions: granted };
    const parsed = adminStaffRoleSchema.safeParse(body);
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as 'name' | 'permissions';
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy('save');
    await saveStaffRole(role?.id ?? null, body, {
      successToast: true,
      onSuccess: () => {
        if (!role) {
          setName('');
          setGranted([]);
        }
        router.refresh();
      },
      onError: (failure) => {
        const fields = fieldErrorsOf(failure);
        const found: typeof errors = {};
        for (const f of fields)
          if (f.field === 'name' || f.field === 'permissions') found[f.field] ??= f.message;
        setErrors(found);
      },
    });
    setBusy(null);
  }

  async function onDelete() {
    if (!role || busy || !window.confirm(w('adminStaffRoleDeleteConfirm', { name: role.name }))) return;
    setBusy('delete');
    await deleteStaffRole(role.id, { successToast: true, onSuccess: () => router.refresh() });
    setBusy(null);
  }

  const legend = role ? role.name : w('adminStaffRoleNew');
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-4 rounded-xl border border-gray-200 p-4"
      aria-label={legend}
      data-testid="staff-role-form"
    >
      <h3 className="text-lg font-semibold text-gray-900">{legend}</h3>
      {role ? (
        <p className="text-sm text-gray-700">{w('adminStaffRoleHolders', { count: role.holders })}</p>
      ) : null}
      <label className="block" htmlFor={`${id}-name`}>
        <span className="font-semibold text-gray-900">{w('adminStaffRoleName')}</span>
        <span id={`${id}-hint`} className="block text-sm text-gray-700">
          {w('adminStaffRoleNameHint')}
        </span>
        <input
          id={`${id}-name`}
          name="name"
          value={name}
          maxLength={40}
          required
          aria-describedby={`${id}-hint${errors.name ? ` ${id}-name-error` : ''}`}
          aria-invalid={errors.name ? true : undefined}
          onChange={(event) => setName(event.target.value)}
          className="mt-1 min-h-11 w-full max-w-sm rounded-md border border-gray-500 bg-white px-3 text-gray-900"
        />
        {errors.name ? (
          <span id={`${id}-name-error`} className="mt-1 block text-sm font-medium text-red-800">
            {errors.name}
          </span>
        ) : null}
      </label>
      <fieldset aria-describedby={errors.permissions ? `${id}-perm-error` : undefined}>
        <legend className="font-semibold text-gray-900">{w('adminStaffRolePermissions')}</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {AREAS.map((area) => (
            <fieldset key={area} className="rounded-lg border border-gray-200 p-3">
              <legend className="px-1 text-sm font-semibold text-gray-800">
                {w(`adminPermissionArea_${area}` as TranslationKey)}
              </legend>
              {ADMIN_PERMISSIONS.filter((p) => permissionArea(p) === area).map((permission) => (
                <label key={permission} className="flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    name="permissions"
                    value={permission}
                    checked={granted.includes(permission)}
                    onChange={(event) => toggle(permission, event.target.checked)}
                    className="size-5"
                  />
                  <span>{w(`adminPermission_${actionOf(permission)}` as TranslationKey)}</span>
                </label>
              ))}
            </fieldset>
          ))}
        </div>
        {errors.permissions ? (
          <p id={`${id}-perm-error`} className="mt-1 text-sm font-medium text-red-800">
            {errors.permissions}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <BusyButton type="submit" busy={busy === 'save'} busyText={w('adminMemberWorking')}>
          {w(role ? 'adminStaffRoleSave' : 'adminStaffRoleCreate')}
        </BusyButton>
        {role ? (
          <BusyButton
            type="button"
            look="danger"
            busy={busy === 'delete'}
            busyText={w('adminMemberWorking')}
            onClick={() => void onDelete()}
          >
            {w('adminStaffRoleDelete')}
          </BusyButton>
        ) : null}
      </div>
    </form>
  );
}
