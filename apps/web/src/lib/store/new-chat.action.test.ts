import { describe, expect, it } from 'vitest';
import { newUserChatDataChanged } from './cached-data.slice';
import { newChatOpened } from './new-chat.action';

describe('newChatOpened', () => {
  it('is the slice’s own action, so the reducer takes it', () => {
    const chat = {
      user_id: 7,
      name: 'Ravi',
      profile: null,
      property_id: 12,
      title: 'Villa',
      title_image: null,
      slug_id: 'villa',
    };
    expect(newChatOpened(chat)).toEqual(newUserChatDataChanged(chat));
    expect(newChatOpened(null)).toEqual(newUserChatDataChanged(null));
  });
});
