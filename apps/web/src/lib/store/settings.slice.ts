import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WebSettings } from '../api-types';
import { settingsInitialState } from './initial-state';

// Settings load began → success (data + fetch time) | failed (loading cleared).

const settingsSlice = createSlice({
  name: 'settings',
  initialState: settingsInitialState,
  reducers: {
    settingsBegan(state) {
      state.loading = true;
    },
    settingsSuccess: {
      reducer(state, action: PayloadAction<{ data: WebSettings; fetchedAt: number }>) {
        state.data = action.payload.data;
        state.lastFetch = action.payload.fetchedAt;
        state.loading = false;
      },
      // The time is taken here, not in the reducer, so reducers stay pure and replayable.
      prepare(data: WebSettings, fetchedAt: number = Date.now()) {
        return { payload: { data, fetchedAt } };
      },
    },
    settingsFailed(state) {
      state.loading = false;
    },
    fcmTokenChanged(state, action: PayloadAction<string | null>) {
      state.fcmToken = action.payload;
    },
  },
});

export const { settingsBegan, settingsSuccess, settingsFailed, fcmTokenChanged } = settingsSlice.actions;
export const settingsReducer = settingsSlice.reducer;
