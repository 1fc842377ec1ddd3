'use client';

import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { EmailSignInForm } from './email-sign-in-form.client';
import { PhoneSignInForm } from './phone-sign-in-form.client';

// Email or phone, as WAI-ARIA tabs (arrow keys, Home/End move between them) when the operator has
// phone sign-in on (web-settings number_with_otp_login); just the email form otherwise.

type Method = 'email' | 'phone';
const METHODS: Method[] = ['email', 'phone'];

export function SignInMethods({
  phoneEnabled,
  returnTo,
  initialEmail,
}: {
  phoneEnabled: boolean;
  returnTo: string;
  initialEmail: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [method, setMethod] = useState<Method>('email');
  const tabRefs = useRef<Record<Method, HTMLButtonElement | null>>({ email: null, phone: null });

  if (!phoneEnabled) return <EmailSignInForm returnTo={returnTo} initialEmail={initialEmail} />;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = METHODS.indexOf(method);
    // Arrow keys follow the reading direction, so they swap meaning in right-to-left pages.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
    };
    let next: number | null = null;
    if (event.key in step) next = (index + (step[event.key] ?? 0) + METHODS.length) % METHODS.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = METHODS.length - 1;
    if (next === null) return;
    event.preventDefault();
    const chosen = METHODS[next] ?? 'email';
    setMethod(chosen);
    tabRefs.current[chosen]?.focus();
  };

  const label: Record<Method, string> = { email: t('authEmailTab'), phone: t('authPhoneTab') };
  return (
    <div>
      <div
        role="tablist"
        aria-label={t('authMethods')}
        onKeyDown={onKeyDown}
        className="mb-5 grid grid-cols-2 rounded-lg bg-gray-100 p-1"
      >
        {METHODS.map((m) => (
          <button
            key={m}
            ref={(el) => {
              tabRefs.current[m] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${m}`}
            aria-selected={method === m}
            aria-controls={`${id}-panel-${m}`}
            tabIndex={method === m ? 0 : -1}
            onClick={() => setMethod(m)}
            className="min-h-11 rounded-md px-3 text-sm font-semibold text-gray-800 aria-selected:bg-white aria-selected:text-(--brand-ink) aria-selected:shadow-sm"
          >
            {label[m]}
          </button>
        ))}
      </div>
      {METHODS.map((m) => (
        <div
          key={m}
          role="tabpanel"
          id={`${id}-panel-${m}`}
          aria-labelledby={`${id}-tab-${m}`}
          hidden={method !== m}
        >
          {m === 'email' ? (
            <EmailSignInForm returnTo={returnTo} initialEmail={initialEmail} />
          ) : (
            <PhoneSignInForm returnTo={returnTo} />
          )}
        </div>
      ))}
    </div>
  );
}
