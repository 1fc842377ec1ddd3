import { describe, expect, it } from 'vitest';
import { CHAT_PATH, chatAddressOf, chatLink, chatPath, chatRequestOf, isOpenThread } from './chat-path.util';

describe('chat path', () => {
  it('names the list, or one conversation', () => {
    expect(chatPath()).toBe(CHAT_PATH);
    expect(chatPath({ other: 7, propertyId: 12 })).toBe('/user/chat?user_id=7&property_id=12');
    expect(chatPath({ other: 0, propertyId: 3 })).toBe('/user/chat?user_id=0&property_id=3');
  });

  it('links a listing page to a conversation, saying where it came from', () => {
    expect(chatLink(7, 12, '/properties-details/villa')).toBe(
      '/user/chat?user_id=7&property_id=12&from=%2Fproperties-details%2Fvilla',
    );
    expect(chatLink(0, null, '/agents/admin')).toBe('/user/chat?user_id=0&from=%2Fagents%2Fadmin');
  });

  it('reads a conversation back from a link, the operator (0) included', () => {
    expect(chatAddressOf({ user_id: '7', property_id: '12' })).toEqual({ other: 7, propertyId: 12 });
    expect(chatAddressOf({ user_id: ['0', '9'], property_id: '3' })).toEqual({ other: 0, propertyId: 3 });
    expect(chatRequestOf({ user_id: '7', from: '/agents/ravi' })).toEqual({
      other: 7,
      propertyId: null,
      from: '/agents/ravi',
    });
  });

  it('ignores what names no conversation, and a `from` that leaves the site', () => {
    expect(chatAddressOf({})).toBeNull();
    expect(chatAddressOf({ user_id: '7' })).toBeNull();
    expect(chatAddressOf({ user_id: '-1', property_id: '12' })).toBeNull();
    expect(chatAddressOf({ user_id: '7', property_id: '0' })).toBeNull();
    expect(chatAddressOf({ user_id: '7e2', property_id: '12' })).toBeNull();
    expect(chatAddressOf({ user_id: '7', property_id: '1'.repeat(20) })).toBeNull();
    expect(chatRequestOf({ property_id: '12' })).toEqual({ other: null, propertyId: null, from: null });
    for (const from of ['https://evil.test/', '//evil.test', '/\\evil.test', 'agents']) {
      expect(chatRequestOf({ user_id: '7', from }).from, from).toBeNull();
    }
  });

  it('knows the open thread a chat push is about (no toast there)', () => {
    const push = { sender_id: 7, property_id: 12 };
    expect(isOpenThread('/user/chat?user_id=7&property_id=12', push)).toBe(true);
    expect(isOpenThread('/user/chat?property_id=12&user_id=7&from=%2F', push)).toBe(true);
    expect(isOpenThread('/user/chat?user_id=7&property_id=13', push)).toBe(false);
    expect(isOpenThread('/user/chat?user_id=8&property_id=12', push)).toBe(false);
    expect(isOpenThread('/user/chat', push)).toBe(false);
    expect(isOpenThread('/properties?user_id=7&property_id=12', push)).toBe(false);
    expect(isOpenThread('/user/chat?user_id=0&property_id=12', { sender_id: 0, property_id: '12' })).toBe(
      true,
    );
  });
});
