import { REPORT_OTHER_MESSAGE } from '@domus/shared/constants/listing-mark.constants';
import {
  CHAT_MESSAGE_EMPTY,
  ERRORS,
  MICROPHONE_PERMISSION_DENIED,
  NO_MICROPHONE,
} from '@domus/shared/constants/messages.constants';
import { describe, expect, it } from 'vitest';
import english from '../../../../../packages/shared/src/i18n/web-strings.en.json';
import {
  CHAT_FILE_ACCEPT,
  chatFileProblem,
  fileTypeOf,
  isPictureUrl,
  microphoneProblem,
  voiceFormat,
  voiceNoteProblem,
} from './chat-attachment.util';

const MB = 1024 * 1024;

describe('chat file check', () => {
  it('takes JPEG, PNG, PDF, DOC and DOCX up to 2 MB', () => {
    for (const [name, type] of [
      ['photo.jpg', 'image/jpeg'],
      ['plan.png', 'image/png'],
      ['deed.pdf', 'application/pdf'],
      ['old.doc', 'application/msword'],
      ['new.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ] as const) {
      expect(chatFileProblem({ name, type, size: 2 * MB }), name).toBeNull();
    }
  });

  it('refuses other types, more than 2 MB and empty files', () => {
    expect(chatFileProblem({ name: 'clip.mp4', type: 'video/mp4', size: 10 })).toBe('wrongType');
    expect(chatFileProblem({ name: 'notes.txt', type: 'text/plain', size: 10 })).toBe('wrongType');
    expect(chatFileProblem({ name: 'photo.jpg', type: 'image/jpeg', size: 2 * MB + 1 })).toBe('tooLarge');
    expect(chatFileProblem({ name: 'photo.jpg', type: 'image/jpeg', size: 0 })).toBe('empty');
  });

  it('judges by the extension when the browser names no type', () => {
    expect(chatFileProblem({ name: 'Scan.PDF', type: '', size: 10 })).toBeNull();
    expect(chatFileProblem({ name: 'setup.exe', type: '', size: 10 })).toBe('wrongType');
    expect(CHAT_FILE_ACCEPT).toContain('.docx');
    expect(CHAT_FILE_ACCEPT).toContain('image/png');
  });

  it('takes voice notes up to 5 MB', () => {
    expect(voiceNoteProblem({ size: 5 * MB })).toBeNull();
    expect(voiceNoteProblem({ size: 5 * MB + 1 })).toBe('tooLarge');
    expect(voiceNoteProblem({ size: 0 })).toBe('empty');
  });

  it('words the problems in English with the API’s own texts', () => {
    expect(english.chatFileWrongType).toBe(ERRORS.UNSUPPORTED_MEDIA_TYPE.message);
    expect(english.chatFileTooLarge).toBe(ERRORS.PAYLOAD_TOO_LARGE.message);
    expect(english.chatBlockedByYou).toBe(ERRORS.BLOCKED_BY_YOU.message);
    expect(english.chatBlockedByUser).toBe(ERRORS.BLOCKED_BY_USER.message);
    expect(english.chatMessageEmpty).toBe(CHAT_MESSAGE_EMPTY);
    expect(english.chatReportReasonRequired).toBe(REPORT_OTHER_MESSAGE);
  });
});

describe('microphone problems', () => {
  const named = (name: string) => Object.assign(new Error(name), { name });

  it('tells a missing microphone from a refused permission', () => {
    expect(microphoneProblem(named('NotFoundError'))).toBe('noMicrophone');
    expect(microphoneProblem(named('OverconstrainedError'))).toBe('noMicrophone');
    expect(microphoneProblem(new TypeError('no mediaDevices'))).toBe('noMicrophone');
    expect(microphoneProblem(named('NotAllowedError'))).toBe('permissionDenied');
    expect(microphoneProblem(named('SecurityError'))).toBe('permissionDenied');
    expect(microphoneProblem(named('AbortError'))).toBe('failed');
    expect(microphoneProblem('nonsense')).toBe('failed');
  });

  it('says them in the spec’s words (§8)', () => {
    expect(english.chatNoMicrophone).toBe(NO_MICROPHONE);
    expect(english.chatMicrophoneDenied).toBe(MICROPHONE_PERMISSION_DENIED);
  });
});

describe('voice format', () => {
  it('asks for WebM/Opus first, then OGG, then MP4, and none without a recorder', () => {
    expect(voiceFormat(() => true)?.ext).toBe('webm');
    expect(voiceFormat((mime) => mime.startsWith('audio/ogg'))?.mime).toBe('audio/ogg;codecs=opus');
    expect(voiceFormat((mime) => mime === 'audio/mp4')?.ext).toBe('m4a');
    expect(voiceFormat(() => false)).toBeNull();
    expect(voiceFormat(null)).toBeNull();
  });
});

describe('message files', () => {
  it('shows pictures inline and names other files by their type', () => {
    expect(isPictureUrl('https://x.test/media/chat/9/a1.png')).toBe(true);
    expect(isPictureUrl('https://x.test/media/chat/9/a1.JPG?v=2')).toBe(true);
    expect(isPictureUrl('https://x.test/media/chat/9/deed.pdf')).toBe(false);
    expect(fileTypeOf('https://x.test/media/chat/9/3969eaa9.pdf?x=1')).toBe('PDF');
    expect(fileTypeOf('https://x.test/media/chat/9/3969eaa9.docx')).toBe('DOCX');
    expect(fileTypeOf('https://x.test/media/chat/9/noextension')).toBe('');
  });
});
