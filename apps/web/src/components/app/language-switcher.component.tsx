'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, useTransition } from 'react';
import { GlobeIcon } from '@/components/ui/icons.component';
import type { Language, LanguageListItem } from '@/lib/api-types';
import { setPreferenceCookie } from '@/lib/cookie.util';
import { LANGUAGE_COOKIE } from '@/lib/cookies.constants';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { useAppDispatch } from '@/lib/store/store.hook';

// A disclosure listing the enabled languages (web-settings.languages). Choosing one loads its
// strings (get_languages), remembers the choice in a cookie and re-renders the page on the server
// in that language — direction included.

export function LanguageSwitcher({ languages }: { languages: LanguageListItem[] }) {
  const { t, code } = useTranslation();
  const router = useRouter();
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  if (languages.length < 2) return null;
  const current = languages.find((l) => l.code === code) ?? languages[0];

  async function choose(language: LanguageListItem) {
    setOpen(false);
    toggleRef.current?.focus();
    if (language.code === code) return;
    // Loaded on demand: the call helper and the slice stay out of every page's first load.
    const [{ callApi }, { languageBegan, languageFailed, languageSuccess }] = await Promise.all([
      import('@/lib/api-answer.util'),
      import('@/lib/store/language.slice'),
    ]);
    await callApi<Language>(
      { call: 'get_languages', params: { language_code: language.code, web_language_file: 1 } },
      {
        onStart: () => dispatch(languageBegan()),
        onSuccess: (body) => {
          dispatch(languageSuccess(body.data));
          setPreferenceCookie(LANGUAGE_COOKIE, language.code);
          startTransition(() => router.refresh());
        },
        onError: () => dispatch(languageFailed()),
      },
    );
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-busy={pending || undefined}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md border border-gray-300 px-3 text-sm font-medium text-gray-800 hover:bg-gray-50"
        data-testid="language-switcher"
      >
        <GlobeIcon width={18} height={18} />
        <span className="sr-only">{t('changeLanguage')}: </span>
        {/* Phones show the globe only; the language's name stays the button's words. */}
        <span className="sr-only sm:not-sr-only">{current?.name}</span>
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute end-0 z-30 mt-2 min-w-44 rounded-md border border-gray-200 bg-white py-1 shadow-lg"
      >
        {languages.map((language) => (
          <li key={language.code}>
            <button
              type="button"
              lang={language.code}
              dir={language.rtl ? 'rtl' : 'ltr'}
              aria-current={language.code === code ? 'true' : undefined}
              onClick={() => void choose(language)}
              className="flex min-h-11 w-full items-center px-4 text-start text-sm text-gray-800 hover:bg-gray-100 aria-[current=true]:font-bold aria-[current=true]:text-(--brand-ink)"
            >
              {language.name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
