'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button.component';
import { TextField } from '@/components/ui/text-field.component';
import { type ApiFailureInfo, fieldErrorsOf } from '@/lib/api-answer.util';
import { createTranslator, type Dictionary, type Translate } from '@/lib/i18n/translate.util';
import type { AdminFaq } from './admin-content.types';
import { deleteAdminFaq } from './api/delete-admin-faq';
import { saveAdminFaq } from './api/save-admin-faq';
import { switchAdminFaq } from './api/switch-admin-faq';

// The FAQs: a form to add one, then each FAQ as its own small form (edit, switch, delete). FAQs
// are plain text (the public list shows them as text). The page renders again after each write.

function fieldErrors(failure: ApiFailureInfo): Record<string, string> {
  const fields = fieldErrorsOf(failure);
  const out: Record<string, string> = {};
  for (const f of fields) out[f.field] ??= f.message;
  if (fields.length === 0) out.question = failure.message;
  return out;
}

function FaqRow({ faq, w }: { faq: AdminFaq | null; w: Translate }) {
  const router = useRouter();
  const id = useId();
  const [question, setQuestion] = useState(faq?.question ?? '');
  const [answer, setAnswer] = useState(faq?.answer ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<'save' | 'delete' | 'switch' | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy('save');
    setErrors({});
    await saveAdminFaq(
      faq?.id ?? null,
      { question, answer, status: faq?.status ?? true },
      {
        successToast: true,
        onSuccess: () => {
          if (!faq) {
            setQuestion('');
            setAnswer('');
          }
          router.refresh();
        },
        onError: (failure) => setErrors(fieldErrors(failure)),
      },
    );
    setBusy(null);
  }

  async function onSwitch(status: boolean) {
    if (!faq || busy) return;
    setBusy('switch');
    await switchAdminFaq(faq.id, status, { successToast: true, onSuccess: () => router.refresh() });
    setBusy(null);
  }

  async function onDelete() {
    if (!faq || busy || !window.confirm(w('adminFaqDeleteConfirm', { question: faq.question }))) return;
    setBusy('delete');
    await deleteAdminFaq(faq.id, { successToast: true, onSuccess: () => router.refresh() });
    setBusy(null);
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={faq ? faq.question : w('adminFaqNew')}
      className="grid gap-3"
      data-testid={faq ? 'faq-row' : 'faq-new'}
    >
      {!faq ? <h2 className="text-lg font-bold text-gray-900">{w('adminFaqNew')}</h2> : null}
      <TextField
        id={`${id}-q`}
        name="question"
        label={w('adminFaqQuestion')}
        value={question}
        onValueChange={setQuestion}
        error={errors.question}
        required
        maxLength={500}
      />
      <TextField
        id={`${id}-a`}
        name="answer"
        multiline
        label={w('adminFaqAnswer')}
        value={answer}
        onValueChange={setAnswer}
        error={errors.answer}
        required
        maxLength={5000}
      />
      <div className="flex flex-wrap items-center gap-3">
        <BusyButton type="submit" busy={busy === 'save'} busyText={w('adminCategorySaving')}>
          {faq ? w('adminFaqSave') : w('adminFaqAdd')}
        </BusyButton>
        {faq ? (
          <>
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                role="switch"
                aria-checked={faq.status}
                className="size-5"
                checked={faq.status}
                disabled={busy !== null}
                onChange={(e) => void onSwitch(e.target.checked)}
              />
              <span>{w('adminFaqActive')}</span>
            </label>
            <BusyButton
              type="button"
              look="danger"
              busy={busy === 'delete'}
              busyText={w('adminCategoryDeleting')}
              onClick={() => void onDelete()}
            >
              {w('adminFaqDelete')}
            </BusyButton>
          </>
        ) : null}
      </div>
    </form>
  );
}

export function FaqsEditor({ items, words }: { items: AdminFaq[]; words: Dictionary }) {
  const w = useMemo(() => createTranslator(words), [words]);
  return (
    <div className="grid max-w-4xl gap-6">
      <FaqRow faq={null} w={w} />
      <ul className="grid gap-6 border-t border-gray-200 pt-4">
        {items.map((faq) => (
          <li
            key={`${faq.id}-${faq.question}-${faq.status}`}
            className="rounded-lg border border-gray-200 p-4"
          >
            <FaqRow faq={faq} w={w} />
          </li>
        ))}
      </ul>
    </div>
  );
}
