import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Language, LanguageListItem } from '../api-types';
import { languageInitialState } from './initial-state';

// The language load began → success | failed. The server renders in the language of
// the `domus_lang` cookie; this slice mirrors the choice for client-side code.

const languageSlice = createSlice({
  name: 'language',
  initialState: languageInitialState,
  reducers: {
    languageBegan(state) {
      state.loading = true;
    },
    languageSuccess(state, action: PayloadAction<Language>) {
      state.selectedLanguage = action.payload;
      state.loading = false;
    },
    languageFailed(state) {
      state.loading = false;
    },
    languagesListed(state, action: PayloadAction<LanguageListItem[]>) {
      state.languages = action.payload;
    },
  },
});

export const { languageBegan, languageSuccess, languageFailed, languagesListed } = languageSlice.actions;
export const languageReducer = languageSlice.reducer;
