'use client';

import {
  BROADCAST_MESSAGE_MAX,
  BROADCAST_TITLE_MAX,
  type BroadcastAudience,
} from '@domus/shared/schemas/admin-notification.schema';
import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button.component';
import { TextField } from '@/components/ui/text-field.component';
import { fieldErrorsOf } from '@/lib/api-answer.util';
import { createTranslator, type Dictionary } from '@/lib/i18n/translate.util';
import { type SendNotificationBody, sendAdminNotification } from './api/send-admin-notification';

// The compose form of /admin/notifications: to every member or to one (id or email), a title, a
// message and an optional listing to link. Checked before sending with the API's own schema
// (adminNotificationSendSchema), and by the API again; either's field messages land next to their
// fields, focus on the first. Once sent, the history below refreshes.

const ORDER = ['send_to', 'member', 'title', 'message', 'property_id', 'image'] as const;
type Field = (typeof ORDER)[number];

export function NotificationForm({ words }: { words: Dictionary }) {
  const w = useMemo(() => createTranslator(words), [words]);
  const router = useRouter();
  const id = useId();
  const [audience, setAudience] = useState<BroadcastAudience>('all');
  const [values, setValues] = useState({ member: '', title: '', message: '', property_id: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [image, setImage] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const fieldId = (field: Field) => `${id}-${field}`;
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  function show(fields: { field: string; message: string }[]) {
    const found: Partial<Record<Field, string>> = {};
    for (const f of fields)
      if ((ORDER as readonly string[]).includes(f.field)) found[f.field as Field] ??= f.message;
    setErrors(found);
    const first = ORDER.find((f) => found[f]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const body: SendNotificationBody = {
      send_to: audience,
      title: values.title,
      message: values.message,
      ...(audience === 'member' ? { member: values.member } : {}),
      ...(values.property_id.trim() ? { property_id: values.property_id.trim() } : {}),
    };
    const { adminNotificationSendSchema } = await import('@domus/shared/schemas/admin-notification.schema');
    const parsed = adminNotificationSendSchema.safeParse(body);
    if (!parsed.success) {
      show(parsed.error.issues.map((issue) => ({ field: String(issue.path[0]), message: issue.message })));
      return;
    }
    setBusy(true);
    await sendAdminNotification(body, image, {
      successToast: true,
      onSuccess: () => {
        setErrors({});
        setValues({ member: '', title: '', message: '', property_id: '' });
        setImage(null);
        setFileKey((k) => k + 1); // a fresh, empty file input
        router.refresh();
      },
      onError: (failure) => show(fieldErrorsOf(failure)),
    });
    setBusy(false);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-3xl gap-5" data-testid="notification-form">
      {Object.keys(errors).length > 0 ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-900">
          {w('adminNotificationsFixErrors')}
        </p>
      ) : null}
      <fieldset className="grid gap-2">
        <legend className="font-semibold text-gray-900">{w('adminNotificationsAudience')}</legend>
        <div className="flex flex-wrap gap-4">
          {(['all', 'member'] as const).map((value) => (
            <label key={value} className="inline-flex min-h-11 items-center gap-2 text-gray-900">
              <input
                type="radio"
                name="send_to"
                id={value === 'all' ? fieldId('send_to') : undefined}
                value={value}
                checked={audience === value}
                onChange={() => setAudience(value)}
                className="size-5"
              />
              {w(value === 'all' ? 'adminNotificationsAll' : 'adminNotificationsOne')}
            </label>
          ))}
        </div>
      </fieldset>
      {audience === 'member' ? (
        <TextField
          id={fieldId('member')}
          name="member"
          label={w('adminNotificationsMember')}
          value={values.member}
          onValueChange={set('member')}
          error={errors.member}
          required
          marker={w('requiredField')}
          maxLength={254}
          autoComplete="off"
        />
      ) : null}
      <TextField
        id={fieldId('title')}
        name="title"
        label={w('adminNotificationsTitleField')}
        value={values.title}
        onValueChange={set('title')}
        error={errors.title}
        required
        marker={w('requiredField')}
        maxLength={BROADCAST_TITLE_MAX}
      />
      <TextField
        multiline
        id={fieldId('message')}
        name="message"
        label={w('adminNotificationsMessage')}
        value={values.message}
        onValueChange={set('message')}
        error={errors.message}
        required
        marker={w('requiredField')}
        maxLength={BROADCAST_MESSAGE_MAX}
        rows={4}
      />
      <TextField
        id={fieldId('property_id')}
        name="property_id"
        label={w('adminNotificationsProperty')}
        hint={w('adminNotificationsPropertyHint')}
        value={values.property_id}
        onValueChange={set('property_id')}
        error={errors.property_id}
        inputMode="numeric"
        maxLength={12}
      />
      <div className="grid gap-1">
        <label htmlFor={fieldId('image')} className="font-semibold text-gray-900">
          {w('adminNotificationsImage')}
        </label>
        <input
          key={fileKey}
          id={fieldId('image')}
          name="image"
          type="file"
          accept="image/jpeg,image/png"
          onChange={(e) => setImage(e.target.files?.[0] ?? null)}
          aria-invalid={errors.image ? true : undefined}
          aria-describedby={errors.image ? `${fieldId('image')}-error` : undefined}
          className="min-h-11 text-gray-900"
        />
        {errors.image ? (
          <p
            id={`${fieldId('image')}-error`}
            data-testid="error-image"
            className="text-sm font-medium text-red-800"
          >
            {errors.image}
          </p>
        ) : null}
      </div>
      <div>
        <BusyButton type="submit" busy={busy} busyText={w('adminNotificationsSending')} className="px-6">
          {w('adminNotificationsSend')}
        </BusyButton>
      </div>
    </form>
  );
}
