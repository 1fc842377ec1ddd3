'use client';

import type { AdminVerificationField } from '@domus/shared/schemas/verification-admin.schema';
import { useRouter } from 'next/navigation';
import { useMemo, useRef, useState } from 'react';
import { createTranslator, type Dictionary } from '@/lib/i18n/translate.util';
import { deleteVerificationField } from './api/delete-verification-field';
import { TYPE_KEYS, VerificationFieldForm } from './verification-field-form.client';

// The form builder: the members' verification fields by rank (inactive ones marked), each with
// its edit and delete, and one field form at a time (new or edit) above the list. Every write asks
// the API, then renders the page again from the server.

const CELL = 'px-3 py-3 align-top';
const ACTION =
  'inline-flex min-h-11 items-center rounded-md border px-3 text-sm font-semibold disabled:opacity-70';

export function VerificationFieldsEditor({
  fields,
  words,
}: {
  fields: AdminVerificationField[];
  words: Dictionary;
}) {
  const w = useMemo(() => createTranslator(words), [words]);
  const router = useRouter();
  const [editing, setEditing] = useState<AdminVerificationField | 'new' | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const nextRank = fields.reduce((max, field) => Math.max(max, field.rank + 1), 0);

  function done(saved: boolean) {
    const from = editing;
    setEditing(null);
    if (saved) router.refresh();
    // Focus goes back where the form was opened from.
    requestAnimationFrame(() => {
      if (from === 'new' || from === null) addRef.current?.focus();
      else document.getElementById(`edit-field-${from.id}`)?.focus();
    });
  }

  async function remove(field: AdminVerificationField) {
    const question =
      field.answers_count > 0
        ? w('adminVerificationFieldDeleteAnswered', { name: field.name, count: field.answers_count })
        : w('adminVerificationFieldDeleteConfirm', { name: field.name });
    if (busy !== null || !window.confirm(question)) return;
    setBusy(field.id);
    await deleteVerificationField(field.id, {
      successToast: true,
      onSuccess: () => {
        if (editing !== 'new' && editing?.id === field.id) setEditing(null);
        router.refresh();
        addRef.current?.focus();
      },
    });
    setBusy(null);
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <button
          ref={addRef}
          type="button"
          disabled={editing !== null}
          onClick={() => setEditing('new')}
          className="inline-flex min-h-11 items-center rounded-md bg-(--brand) px-5 font-semibold text-(--on-brand) disabled:opacity-70"
        >
          {w('adminVerificationFieldAdd')}
        </button>
      </div>
      {editing !== null ? (
        <VerificationFieldForm
          key={editing === 'new' ? 'new' : `${editing.id}-${editing.updated_at}`}
          field={editing === 'new' ? null : editing}
          nextRank={nextRank}
          w={w}
          onDone={done}
        />
      ) : null}
      <section aria-labelledby="fields-heading">
        <h2 id="fields-heading" className="text-xl font-bold text-gray-900">
          {w('adminVerificationFieldsList')}
        </h2>
        {fields.length === 0 ? (
          <p role="status" className="mt-3 rounded-xl border border-gray-200 bg-white p-6 text-gray-800">
            {w('adminVerificationFieldsEmpty')}
          </p>
        ) : (
          <div className="relative mt-3 overflow-x-auto rounded-xl border border-gray-200">
            <table className="w-full text-start text-gray-900" data-testid="verification-fields">
              <thead className="bg-gray-50 text-sm font-semibold text-gray-800">
                <tr>
                  <th scope="col" className={`${CELL} text-start`}>
                    {w('adminVerificationFieldRank')}
                  </th>
                  <th scope="col" className={`${CELL} text-start`}>
                    {w('adminVerificationFieldName')}
                  </th>
                  <th scope="col" className={`${CELL} text-start`}>
                    {w('adminVerificationFieldType')}
                  </th>
                  <th scope="col" className={`${CELL} text-start`}>
                    {w('adminVerificationFieldSection')}
                  </th>
                  <th scope="col" className={`${CELL} text-start`}>
                    {w('adminVerificationFieldState')}
                  </th>
                  <th scope="col" className={`${CELL} text-start`}>
                    <span className="sr-only">{w('adminVerificationFieldActions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-200">
                {fields.map((field) => (
                  <tr key={field.id} data-testid="verification-field-row">
                    <td className={`${CELL} tabular-nums`}>{field.rank}</td>
                    <th scope="row" className={`${CELL} text-start font-semibold`}>
                      <bdi>{field.name}</bdi>
                      {field.options.length > 0 ? (
                        <span className="block text-sm font-normal text-gray-700">
                          {field.options.map((option) => option.value).join(' · ')}
                        </span>
                      ) : null}
                    </th>
                    <td className={CELL}>{w(TYPE_KEYS[field.field_type])}</td>
                    <td className={CELL}>{field.section ?? '—'}</td>
                    <td className={CELL}>
                      <span
                        className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ${
                          field.active ? 'bg-emerald-100 text-emerald-900' : 'bg-gray-200 text-gray-900'
                        }`}
                      >
                        {w(field.active ? 'adminVerificationFieldOn' : 'adminVerificationFieldOff')}
                      </span>
                      <span className="block text-sm text-gray-700">
                        {w('adminVerificationFieldAnswers', { count: field.answers_count })}
                      </span>
                    </td>
                    <td className={CELL}>
                      <div className="flex flex-wrap gap-2">
                        <button
                          id={`edit-field-${field.id}`}
                          type="button"
                          disabled={editing !== null || busy !== null}
                          onClick={() => setEditing(field)}
                          aria-label={w('adminVerificationFieldEditTitled', { name: field.name })}
                          className={`${ACTION} border-gray-500 bg-white text-gray-900 hover:bg-gray-50`}
                        >
                          {w('adminVerificationFieldEdit')}
                        </button>
                        <button
                          type="button"
                          disabled={busy !== null}
                          onClick={() => void remove(field)}
                          aria-label={w('adminVerificationFieldDeleteTitled', { name: field.name })}
                          className={`${ACTION} border-red-800 bg-white text-red-800 hover:bg-red-50`}
                        >
                          {w('adminVerificationFieldDelete')}
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
