import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import type { LanguageListItem } from '../api-types';
import { LANGUAGE_COOKIE } from '../cookies.constants';
import { getLanguage, getWebSettings } from '../server-api';
import {
  createServerTranslator,
  FALLBACK_LANGUAGE,
  isRtl,
  mergeDictionaries,
  resolveLanguageCode,
} from './i18n.util';
import type { Dictionary, Translate } from './translate.util';

export interface ServerI18n {
  code: string;
  rtl: boolean;
  dictionary: Dictionary;
  languages: LanguageListItem[];
  t: Translate;
}

/** The request's language (cookie → site default → English) with its strings, once per request. */
export const getI18n = cache(async (): Promise<ServerI18n> => {
  const settings = await getWebSettings();
  const data = settings.kind === 'success' ? settings.body.data : null;
  const languages = data?.languages ?? [];
  const requested = (await cookies()).get(LANGUAGE_COOKIE)?.value;
  let code = resolveLanguageCode(requested, languages, data?.default_language);

  const language = await getLanguage(code);
  let strings: Dictionary | null = null;
  let rtl = false;
  if (language.kind === 'success') {
    strings = language.body.data.file_name;
    rtl = isRtl(language.body.data);
  } else if (code !== FALLBACK_LANGUAGE) {
    // Without its strings the page would be English text labelled as another language; say what
    // is actually rendered instead.
    code = FALLBACK_LANGUAGE;
  }
  const dictionary = mergeDictionaries(strings);
  return { code, rtl, dictionary, languages, t: createServerTranslator(dictionary) };
});
