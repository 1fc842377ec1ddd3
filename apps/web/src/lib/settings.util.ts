import type { WebSettings } from './api-types';

export const DEFAULT_COMPANY_NAME = 'Domus';

export function companyNameOf(settings: WebSettings | null | undefined): string {
  return settings?.company_name?.trim() || DEFAULT_COMPANY_NAME;
}

// Operator HTML pages (about, terms, privacy) can be long and no client component needs them.
const SERVER_ONLY_KEYS = ['about_us', 'terms_conditions', 'privacy_policy'] as const;

/** The settings object as handed to client components: without the long HTML fields. */
export function clientSettings(settings: WebSettings | null): WebSettings | null {
  if (!settings) return null;
  const copy: Record<string, unknown> = { ...settings };
  for (const key of SERVER_ONLY_KEYS) delete copy[key];
  return copy as unknown as WebSettings;
}
