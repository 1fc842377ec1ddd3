import type { CategoryNested, Language, LanguageListItem, WebSettings } from '../api-types';

// The four slices: their shapes and empty states. Kept apart from the slices (which need
// Redux Toolkit) so the first page load can render with these before the store code arrives.

export interface SettingsState {
  data: WebSettings | null;
  /** Epoch milliseconds of the last successful fetch. */
  lastFetch: number | null;
  loading: boolean;
  /** The push registration string (a Web Push subscription as JSON) once the browser has one. */
  fcmToken: string | null;
}

export interface UserState {
  /** The signup answer. The session token itself is an httpOnly cookie. */
  data: unknown;
  loading: boolean;
}

export interface LanguageState {
  languages: LanguageListItem[];
  loading: boolean;
  selectedLanguage: Language | null;
}

export interface LocationData {
  /** Geolocation is asked once per browser; this remembers that it was. */
  asked: boolean;
  latitude: number | null;
  longitude: number | null;
}

/**
 * A conversation the member opened ("Message the owner") that has no message yet (spec §3
 * `newUserChatData`): the chat screen shows it from here until the first send_message.
 */
export interface NewUserChatData {
  /** The other party: the listing's owner (0 = the operator). */
  user_id: number;
  name: string | null;
  profile: string | null;
  property_id: number;
  title: string | null;
  title_image: string | null;
  slug_id: string | null;
}

export interface CachedDataState {
  loading: boolean;
  lastFetch: number | null;
  categories: CategoryNested[];
  newUserChatData: NewUserChatData | null;
  filterData: unknown;
  articleCategoryId: number | null;
  sliderDataLength: number;
  isProject: boolean;
  locationData: LocationData;
}

export interface RootState {
  settings: SettingsState;
  user: UserState;
  language: LanguageState;
  cachedData: CachedDataState;
}

/** The root state as redux-persist exposes it. */
export type PersistedRootState = RootState & { _persist: { version: number; rehydrated: boolean } };

export const settingsInitialState: SettingsState = {
  data: null,
  lastFetch: null,
  loading: false,
  fcmToken: null,
};

export const userInitialState: UserState = { data: null, loading: false };

export const languageInitialState: LanguageState = { languages: [], loading: false, selectedLanguage: null };

export const cachedDataInitialState: CachedDataState = {
  loading: false,
  lastFetch: null,
  categories: [],
  newUserChatData: null,
  filterData: null,
  articleCategoryId: null,
  sliderDataLength: 0,
  isProject: false,
  locationData: { asked: false, latitude: null, longitude: null },
};

export const initialRootState: PersistedRootState = {
  settings: settingsInitialState,
  user: userInitialState,
  language: languageInitialState,
  cachedData: cachedDataInitialState,
  _persist: { version: -1, rehydrated: false },
};
