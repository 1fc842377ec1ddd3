import Link from 'next/link';
import type { ReactNode } from 'react';
import type { SocialLoginProvider } from '@/lib/api-types';
import type { Translate } from '@/lib/i18n/translate.util';
import { SocialSignIn } from './social-sign-in.component';

// The frame of every sign-in page: one h1, a short intro, the form card (with the social
// providers under the form where the page offers them), then links elsewhere, one line each.

export const TEXT_LINK = 'font-semibold text-(--brand-ink) underline-offset-4 hover:underline';

export interface AuthPageLink {
  href: string;
  text: string;
  /** Words before the link on its line ("No account?"). */
  lead?: string;
}

export function AuthPageShell({
  title,
  intro,
  testId,
  links = [],
  social,
  children,
}: {
  title: string;
  intro?: string;
  testId: string;
  links?: AuthPageLink[];
  social?: { providers: SocialLoginProvider[]; returnTo: string; t: Translate };
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10" data-testid={testId}>
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{title}</h1>
      {intro ? <p className="mt-2 text-gray-700">{intro}</p> : null}
      <div className="mt-6 rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
        {children}
        {social ? <SocialSignIn {...social} /> : null}
      </div>
      {links.length > 0 ? (
        <div className="mt-6 space-y-2 text-center text-gray-800">
          {links.map((link) => (
            <p key={link.href}>
              {link.lead ? `${link.lead} ` : null}
              <Link href={link.href} className={TEXT_LINK}>
                {link.text}
              </Link>
            </p>
          ))}
        </div>
      ) : null}
    </div>
  );
}
