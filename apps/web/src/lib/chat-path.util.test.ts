import { describe, expect, it } from 'vitest';
import { CHAT_PATH, chatAddressOf, chatPath } from './chat-path.util';

describe('chat path', () => {
  it('names the list, or one conversation', () => {
    expect(chatPath()).toBe(CHAT_PATH);
    expect(chatPath({ other: 7, propertyId: 12 })).toBe('/user/chat?user_id=7&property_id=12');
    expect(chatPath({ other: 0, propertyId: 3 })).toBe('/user/chat?user_id=0&property_id=3');
  });

  it('reads a conversation back from a link, the operator (0) included', () => {
    expect(chatAddressOf({ user_id: '7', property_id: '12' })).toEqual({ other: 7, propertyId: 12 });
    expect(chatAddressOf({ user_id: ['0', '9'], property_id: '3' })).toEqual({ other: 0, propertyId: 3 });
  });

  it('ignores links that name no conversation', () => {
    expect(chatAddressOf({})).toBeNull();
    expect(chatAddressOf({ user_id: '7' })).toBeNull();
    expect(chatAddressOf({ user_id: '-1', property_id: '12' })).toBeNull();
    expect(chatAddressOf({ user_id: '7', property_id: '0' })).toBeNull();
    expect(chatAddressOf({ user_id: '7e2', property_id: '12' })).toBeNull();
    expect(chatAddressOf({ user_id: '7', property_id: '1'.repeat(20) })).toBeNull();
  });
});
