'use client';

import type { ContactField } from '@domus/shared/schemas/contact.schema';
import { type FormEvent, useId, useRef, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button.component';
import { TextField } from '@/components/ui/text-field.component';
import { callApi, fieldErrorsOf } from '@/lib/api-answer.util';
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
          const fields = fieldErrorsOf(failure);
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
    const common = {
      id: `${id}-${name}`,
      name,
      label: t(LABELS[name]),
      value: values[name],
      onValueChange: (value: string) => setValues((v) => ({ ...v, [name]: value })),
      error: errors[name],
      required: true,
      marker: t('requiredField'),
      maxLength: MAX[name],
      inputRef: (el: HTMLInputElement | HTMLTextAreaElement | null) => {
        refs.current[name] = el;
      },
      className: name === 'message' || name === 'subject' || name === 'email' ? 'sm:col-span-2' : '',
    };
    return type === 'textarea' ? (
      <TextField {...common} multiline rows={6} />
    ) : (
      <TextField {...common} type={type} autoComplete={autoComplete} />
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
        <BusyButton type="submit" busy={sending} busyText={t('sending')} disabled={sending}>
          {t('sendMessage')}
        </BusyButton>
      </div>
    </form>
  );
}
