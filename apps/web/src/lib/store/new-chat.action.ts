import type { NewUserChatData } from './initial-state';

// The cached-data slice's `newUserChatDataChanged` as a plain action, for the listing pages' message
// buttons: importing the slice would bring Redux Toolkit into a public page's first load, and the
// store that receives it loads after hydration anyway (a test holds the two to the same action).

export const NEW_CHAT_ACTION = 'cachedData/newUserChatDataChanged';

export function newChatOpened(payload: NewUserChatData | null) {
  return { type: NEW_CHAT_ACTION, payload } as const;
}
