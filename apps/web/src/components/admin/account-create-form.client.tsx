'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button.component';
import { TextField } from '@/components/ui/text-field.component';
import { fieldErrorsOf } from '@/lib/api-answer.util';
import { createTranslator, type Dictionary } from '@/lib/i18n/translate.util';
import { type CreatedAccount, createAdminAccount } from './api/create-admin-account';

// A new account made by an operator: a member (/admin/members/new; without a password the member
// is mailed a link to set one) or a staff account holding a role (/admin/staff). Checked with the
// API's own schema before sending; the API's field messages land on the same fields.

type Field = 'name' | 'email' | 'password' | 'role';
const ORDER: readonly Field[] = ['name', 'email', 'password', 'role'];

export function AccountCreateForm({
  kind,
  roles = [],
  words,
  done,
}: {
  kind: 'member' | 'staff';
  /** Staff only: the roles offered, each with its label. */
  roles?: { value: string; label: string }[];
  words: Dictionary;
  /** Where to go once created (`{id}` is replaced); stays and refreshes when absent. */
  done?: string;
}) {
  const w = useMemo(() => createTranslator(words), [words]);
  const router = useRouter();
  const id = useId();
  const [form, setForm] = useState<Record<Field, string>>({ name: '', email: '', password: '', role: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const set = (field: Field) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  function show(found: Partial<Record<Field, string>>) {
    setErrors(found);
    const first = ORDER.find((f) => found[f]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const { adminMemberCreateSchema, adminStaffCreateSchema } = await import(
      '@domus/shared/schemas/admin-staff.schema'
    );
    const body = {
      name: form.name,
      email: form.email,
      ...(form.password !== '' || kind === 'staff' ? { password: form.password } : {}),
      ...(kind === 'staff' ? { role: form.role } : {}),
    };
    const parsed = (kind === 'staff' ? adminStaffCreateSchema : adminMemberCreateSchema).safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      show(found);
      return;
    }
    setErrors({});
    setBusy(true);
    await createAdminAccount(kind, body, {
      successToast: true,
      onSuccess: (answer: { data: CreatedAccount }) => {
        setForm({ name: '', email: '', password: '', role: '' });
        if (done) router.push(done.replace('{id}', String(answer.data.id)));
        else router.refresh();
      },
      onError: (failure) => {
        const found: Partial<Record<Field, string>> = {};
        for (const f of fieldErrorsOf(failure)) found[f.field as Field] ??= f.message;
        if (Object.keys(found).length > 0) show(found);
      },
    });
    setBusy(false);
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid max-w-3xl gap-4 sm:grid-cols-2"
      data-testid={`${kind}-create-form`}
    >
      <TextField
        id={`${id}-name`}
        name="name"
        label={w('adminAccountName')}
        value={form.name}
        onValueChange={set('name')}
        error={errors.name}
        required
        autoComplete="off"
        maxLength={100}
      />
      <TextField
        id={`${id}-email`}
        name="email"
        type="email"
        label={w('adminAccountEmail')}
        value={form.email}
        onValueChange={set('email')}
        error={errors.email}
        required
        autoComplete="off"
        maxLength={254}
      />
      <TextField
        id={`${id}-password`}
        name="password"
        type="password"
        label={w('adminAccountPassword')}
        hint={kind === 'member' ? w('adminAccountPasswordHint') : undefined}
        value={form.password}
        onValueChange={set('password')}
        error={errors.password}
        required={kind === 'staff'}
        autoComplete="new-password"
      />
      {kind === 'staff' ? (
        <div className="grid gap-1">
          <label htmlFor={`${id}-role`} className="font-semibold text-gray-900">
            {w('adminStaffRoleColumn')}
          </label>
          <select
            id={`${id}-role`}
            name="role"
            value={form.role}
            onChange={(e) => set('role')(e.target.value)}
            aria-invalid={errors.role ? true : undefined}
            aria-describedby={errors.role ? `${id}-role-error` : undefined}
            className="min-h-11 rounded-md border border-gray-500 bg-white px-3 text-gray-900"
          >
            <option value="">{w('adminAccountChooseRole')}</option>
            {roles.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </select>
          {errors.role ? (
            <p id={`${id}-role-error`} className="text-sm font-medium text-red-800">
              {errors.role}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="sm:col-span-2">
        <BusyButton type="submit" busy={busy} busyText={w('adminMemberWorking')}>
          {w(kind === 'member' ? 'adminMemberCreate' : 'adminStaffCreate')}
        </BusyButton>
      </div>
    </form>
  );
}
