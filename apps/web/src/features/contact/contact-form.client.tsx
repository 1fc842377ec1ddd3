'use client';

import type { ContactField } from '@domus/shared/schemas/contact.schema';
import { type FormEvent, useId, useRef, useState } from 'react';
import { callApi } from '@/lib/api-answer.util';
import { useTranslation } from '@/lib/i18n/i18n-context';
import type { TranslationKey } from '@/lib/i18n/translate.util';

// The contact form (contct_us). Checked in the browser with the API's own schema (loaded on the
// first submit, so zod stays out of the page's first load); messages sit next to their fields,
// and focus moves to the first field in error. The API's answer comes back as a toast.

type Values = Record<ContactField, string>;
type Errors = Partial<Record<ContactField, string>>;

const EMPTY: Values = { first_name: '', last_name: '', email: '', subject: '', message: '' };
const ORDER: ContactField[] = ['first_name', 'last_name', 'email', 'subject', 'message'];
const LABELS: Record<ContactField, TranslationKey> = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  subject: 'subject',
  message: 'message',
};
const MAX: Record<ContactField, number> = {
  first_name: 100,
  last_name: 100,
  email: 255,
  subject: 200,
  message: 5000,
};

const FIELD =
  'block min-h-11 w-full rounded-md border bg-white px-3 py-2 text-gray-900 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700';

export function ContactForm() {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const refs = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const focusFirst = (found: Errors) => {
    const first = ORDER.find((f) => found[f]);
    if (first) refs.current[first]?.focus();
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const { contactFieldErrors } = await import('@domus/shared/schemas/contact.schema');
    const found = contactFieldErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setSending(true);
    await callApi<null>(
      { call: 'contct_us', method: 'POST', body: { ...values } },
      {
        successToast: true,
        onSuccess: () => {
          setValues(EMPTY);
          setErrors({});
        },
        onError: (failure) => {
          const fields = (failure.details?.fields ?? []) as { field: string; message: string }[];
          const fromApi: Errors = {};
          for (const f of fields)
            if (ORDER.includes(f.field as ContactField)) fromApi[f.field as ContactField] = f.message;
          if (Object.keys(fromApi).length > 0) {
            setErrors(fromApi);
            focusFirst(fromApi);
          }
        },
      },
    );
    setSending(false);
  }

  const field = (name: ContactField, type: 'text' | 'email' | 'textarea', autoComplete?: string) => {
    const inputId = `${id}-${name}`;
    const errorId = `${inputId}-error`;
    const error = errors[name];
    const common = {
      id: inputId,
      name,
      value: values[name],
      maxLength: MAX[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
      'aria-required': true,
      className: `${FIELD} ${error ? 'border-red-700' : 'border-gray-400'}`,
      onChange: (e: { target: { value: string } }) => {
        const value = e.target.value;
        setValues((v) => ({ ...v, [name]: value }));
      },
    };
    return (
      <div className={name === 'message' || name === 'subject' || name === 'email' ? 'sm:col-span-2' : ''}>
        <label htmlFor={inputId} className="mb-1 block font-semibold text-gray-900">
          {t(LABELS[name])} <span className="text-sm font-normal text-gray-700">({t('requiredField')})</span>
        </label>
        {type === 'textarea' ? (
          <textarea
            {...common}
            rows={6}
            ref={(el) => {
              refs.current[name] = el;
            }}
          />
        ) : (
          <input
            {...common}
            type={type}
            autoComplete={autoComplete}
            ref={(el) => {
              refs.current[name] = el;
            }}
          />
        )}
        {error ? (
          <p id={errorId} className="mt-1 text-sm font-medium text-red-800" data-testid={`error-${name}`}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2" data-testid="contact-form">
      {field('first_name', 'text', 'given-name')}
      {field('last_name', 'text', 'family-name')}
      {field('email', 'email', 'email')}
      {field('subject', 'text')}
      {field('message', 'textarea')}
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={sending}
          aria-disabled={sending}
          className="inline-flex min-h-11 items-center rounded-md bg-(--brand) px-6 font-semibold text-(--on-brand) disabled:opacity-70"
        >
          {sending ? t('sending') : t('sendMessage')}
        </button>
      </div>
    </form>
  );
}
