import type { Storage } from 'redux-persist';

// localStorage behind redux-persist's promise API. On the server, or where storage is blocked
// (private modes, disabled cookies), it degrades to a no-op rather than breaking the page.

const noopStorage: Storage = {
  getItem: () => Promise.resolve(null),
  setItem: () => Promise.resolve(),
  removeItem: () => Promise.resolve(),
};

function localStorageOrNull(): globalThis.Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    const probe = '__domus_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return null;
  }
}

export function createPersistStorage(): Storage {
  const local = localStorageOrNull();
  if (!local) return noopStorage;
  return {
    getItem: (key: string) => Promise.resolve(local.getItem(key)),
    setItem: (key: string, value: string) => Promise.resolve(local.setItem(key, value)),
    removeItem: (key: string) => Promise.resolve(local.removeItem(key)),
  };
}
