'use client';

import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/i18n-context';

// Copies the page's canonical URL; the confirmation is announced politely.

export function CopyLinkButton({ url, className = '' }: { url: string; className?: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 3000);
    } catch {
      window.prompt(t('copyLink'), url);
    }
  }
  return (
    <button type="button" onClick={copy} className={className} data-testid="copy-link">
      <span aria-live="polite">{copied ? t('linkCopied') : t('copyLink')}</span>
    </button>
  );
}
