import { describe, expect, it } from 'vitest';
import type { ChatConversation } from '@/lib/chat.types';
import { ENGLISH } from '@/lib/i18n/i18n.util';
import { createTranslator } from '@/lib/i18n/translate.util';
import { previewOf } from './chat-preview.util';

const t = createTranslator(ENGLISH);
const OTHER = 7;

const last = (extra: Partial<ChatConversation['last_message']>): ChatConversation['last_message'] => ({
  id: 1,
  sender_id: OTHER,
  chat_message_type: 'text',
  message: 'Is it still available?',
  created_at: '2026-01-01T00:00:00Z',
  ...extra,
});

describe('previewOf', () => {
  it('shows their text as it is, and mine after “You:”', () => {
    expect(previewOf(last({}), OTHER, t)).toBe('Is it still available?');
    expect(previewOf(last({ sender_id: 9 }), OTHER, t)).toBe('You: Is it still available?');
  });

  it('names a file or a voice note that has no words', () => {
    expect(previewOf(last({ chat_message_type: 'file', message: null }), OTHER, t)).toBe('File');
    expect(previewOf(last({ chat_message_type: 'audio', message: null }), OTHER, t)).toBe('Voice note');
    expect(previewOf(last({ chat_message_type: 'audio', message: null, sender_id: 9 }), OTHER, t)).toBe(
      'You: Voice note',
    );
  });

  it('keeps the words of a file sent with text', () => {
    expect(previewOf(last({ chat_message_type: 'file_and_text', message: 'The plan' }), OTHER, t)).toBe(
      'The plan',
    );
    expect(previewOf(null, OTHER, t)).toBe('');
  });
});
