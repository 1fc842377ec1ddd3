import { describe, expect, it } from 'vitest';
import { NEW_CHAT_ACTION } from '@/lib/store/new-chat.action';
import { clearStoredUser } from './sign-out';

describe('clearStoredUser', () => {
  it('drops the stored user and a conversation begun but not sent', async () => {
    const dispatched: Array<{ type: string; payload?: unknown }> = [];
    await clearStoredUser((action) => dispatched.push(action));
    expect(dispatched.map((a) => a.type)).toEqual(['user/loggedOut', NEW_CHAT_ACTION]);
    expect(dispatched[1]?.payload).toBeNull();
  });
});
