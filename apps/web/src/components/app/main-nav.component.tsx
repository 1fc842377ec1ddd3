'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { CloseIcon, MenuIcon } from '@/components/ui/icons.component';
import { useTranslation } from '@/lib/i18n/i18n-context';
import type { TranslationKey } from '@/lib/i18n/translate.util';

// The site's main navigation. A client island only for the current-page marker and the menu toggle
// below desktop widths (on a tablet the seven links beside a member's bell, chat and account menu
// wrapped into four rows); the links themselves are in the server HTML.

export const NAV_LINKS: ReadonlyArray<{ href: string; key: TranslationKey }> = [
  { href: '/', key: 'home' },
  { href: '/properties', key: 'properties' },
  { href: '/projects', key: 'projects' },
  { href: '/agents', key: 'agents' },
  { href: '/articles', key: 'articles' },
  { href: '/faqs', key: 'faqs' },
  { href: '/contact-us', key: 'contactUs' },
];

export function isCurrentSection(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

export function MainNav() {
  const { t } = useTranslation();
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A followed link closes the small-screen menu.
  useEffect(() => {
    if (pathname) setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <nav aria-label={t('mainNavigation')} className="lg:flex-1">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls="main-nav-list"
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md px-2.5 text-sm font-medium text-gray-800 hover:bg-gray-100 sm:px-3 lg:hidden"
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        {/* Phones keep the icon only (the header also holds a member's chat link and the bell); the word stays
            the button's name. */}
        <span className="sr-only sm:not-sr-only">{t('menu')}</span>
      </button>
      <ul
        id="main-nav-list"
        className={`${open ? 'flex' : 'hidden'} absolute inset-x-0 top-full z-30 flex-col gap-1 border-b border-gray-200 bg-white px-4 py-2 shadow-md lg:static lg:flex lg:flex-row lg:flex-wrap lg:items-center lg:border-0 lg:p-0 lg:shadow-none`}
      >
        {NAV_LINKS.map(({ href, key }) => {
          const current = isCurrentSection(href, pathname);
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={current ? 'page' : undefined}
                className="flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-gray-800 hover:bg-gray-100 aria-[current=page]:text-(--brand-ink) aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8"
              >
                {t(key)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
