import { describe, expect, it } from 'vitest';
import type { Language } from '../api-types';
import { languageInitialState } from './initial-state';
import {
  languageBegan,
  languageFailed,
  languageReducer,
  languageSuccess,
  languagesListed,
} from './language.slice';

const arabic: Language = { id: 2, code: 'ar', name: 'العربية', rtl: true, file_name: { home: 'الرئيسية' } };

describe('language slice', () => {
  it('sets loading when a load begins', () => {
    expect(languageReducer(languageInitialState, languageBegan()).loading).toBe(true);
  });

  it('stores the selected language on success and clears loading', () => {
    const state = languageReducer(
      languageReducer(languageInitialState, languageBegan()),
      languageSuccess(arabic),
    );
    expect(state).toEqual({ languages: [], loading: false, selectedLanguage: arabic });
  });

  it('clears loading on failure and keeps the previous choice', () => {
    const chosen = languageReducer(languageInitialState, languageSuccess(arabic));
    const state = languageReducer(languageReducer(chosen, languageBegan()), languageFailed());
    expect(state).toEqual({ languages: [], loading: false, selectedLanguage: arabic });
  });

  it('keeps the enabled languages', () => {
    const list = [{ id: 1, code: 'en', name: 'English', rtl: false }];
    expect(languageReducer(languageInitialState, languagesListed(list)).languages).toEqual(list);
  });
});
