import { TextField, type TextInputProps } from '@/components/ui/text-field.component';
import { useTranslation } from '@/lib/i18n/i18n-context';

// The email, phone and password fields of the sign-in forms, set up once: the type, what the
// browser may fill in, the API's length caps and, for an address or a number, left-to-right in
// every language.

/** What the form still decides; the rest is what makes the field an email, a phone or a password. */
type FieldOptions = Omit<
  TextInputProps,
  'name' | 'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'dir' | 'multiline'
>;

export function EmailField({
  autoComplete = 'email',
  ...field
}: Omit<FieldOptions, 'label'> & { autoComplete?: 'email' | 'username' }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('authEmailLabel')}
      required
      {...field}
      name="email"
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      maxLength={255}
      dir="ltr"
    />
  );
}

/** A number in international form; the hint says so. */
export function PhoneField({ name, ...field }: Omit<FieldOptions, 'hint'> & { name: 'number' | 'mobile' }) {
  const { t } = useTranslation();
  return (
    <TextField
      hint={t('authPhoneHint')}
      {...field}
      name={name}
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      maxLength={32}
      dir="ltr"
    />
  );
}

export function PasswordField({
  name,
  autoComplete,
  reveal,
  ...field
}: FieldOptions & {
  name: 'password' | 're_password';
  autoComplete: 'current-password' | 'new-password';
  /** Shown as plain text ("Show password" ticked). */
  reveal: boolean;
}) {
  return (
    <TextField
      required
      {...field}
      name={name}
      type={reveal ? 'text' : 'password'}
      autoComplete={autoComplete}
      maxLength={128}
    />
  );
}

/** "Show password": one checkbox for the form's password fields. */
export function ShowPasswordToggle({
  id,
  checked,
  onChange,
  label,
}: {
  id: string;
  checked: boolean;
  onChange: (value: boolean) => void;
  label: string;
}) {
  return (
    <div className="flex min-h-11 items-center gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 accent-(--brand)"
      />
      <label htmlFor={id} className="text-sm text-gray-900">
        {label}
      </label>
    </div>
  );
}
