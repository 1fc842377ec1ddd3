import { PERSIST_KEY, PERSIST_TIMEOUT_MS } from '@domus/shared/constants/app.constants';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import {
  createTransform,
  FLUSH,
  PAUSE,
  PERSIST,
  type PersistConfig,
  PURGE,
  persistReducer,
  REGISTER,
  REHYDRATE,
} from 'redux-persist';
import autoMergeLevel2 from 'redux-persist/lib/stateReconciler/autoMergeLevel2';
import { cachedDataReducer } from './cached-data.slice';
import type { RootState } from './initial-state';
import { languageReducer } from './language.slice';
import { createPersistStorage } from './persist-storage';
import { settingsReducer } from './settings.slice';
import { userReducer } from './user.slice';

// Exactly four slices, persisted together under one key (`root`) with a 5 s timeout.

export const rootReducer = combineReducers({
  settings: settingsReducer,
  user: userReducer,
  language: languageReducer,
  cachedData: cachedDataReducer,
});

// A request in flight does not survive a reload, so a stored `loading: true` would leave a spinner
// running forever. Every slice starts a fresh page with loading off.
const dropLoading = createTransform<Record<string, unknown>, Record<string, unknown>>(
  (inbound) => inbound,
  (outbound) => (outbound && typeof outbound === 'object' ? { ...outbound, loading: false } : outbound),
);

export function createPersistConfig(): PersistConfig<RootState> {
  return {
    key: PERSIST_KEY,
    storage: createPersistStorage(),
    timeout: PERSIST_TIMEOUT_MS,
    // Level 2 keeps fields added to a slice after a visitor's state was stored.
    stateReconciler: autoMergeLevel2,
    transforms: [dropLoading],
  };
}

export function makeStore() {
  return configureStore({
    reducer: persistReducer(createPersistConfig(), rootReducer),
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
