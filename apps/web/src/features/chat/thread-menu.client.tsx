'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { MoreIcon } from '@/components/ui/chat-icons.component';
import { useTranslation } from '@/lib/i18n/i18n-context';

// The thread's options behind one button (a disclosure: Esc or a press elsewhere closes it, focus
// goes back to the button): delete the conversation for me, block or unblock the other party,
// report the conversation.

export interface ThreadAction {
  label: string;
  run: () => void;
  danger?: boolean;
}

export function ThreadMenu({ actions }: { actions: ThreadAction[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={t('chatThreadMenu')}
        title={t('chatThreadMenu')}
        onClick={() => setOpen(!open)}
        className="inline-flex size-11 items-center justify-center rounded-full text-gray-800 hover:bg-gray-100"
        data-testid="chat-thread-menu"
      >
        <MoreIcon width={22} height={22} />
      </button>
      <ul
        id={id}
        hidden={!open}
        className="absolute end-0 z-20 mt-1 min-w-56 rounded-md border border-gray-200 bg-white py-1 shadow-lg"
      >
        {actions.map((action) => (
          <li key={action.label}>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                action.run();
              }}
              className={`flex min-h-11 w-full items-center px-4 text-start text-sm hover:bg-gray-100 ${
                action.danger ? 'text-red-800' : 'text-gray-900'
              }`}
            >
              {action.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
