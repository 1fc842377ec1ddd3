'use client';

import { CHAT_MESSAGE_MAX_LENGTH } from '@domus/shared/constants/chat.constants';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { showAccessFailure } from '@/components/access/access-dialog.store';
import { MicIcon, PaperclipIcon, SendIcon } from '@/components/ui/chat-icons.component';
import { CloseIcon } from '@/components/ui/icons.component';
import { failureOf } from '@/lib/api-answer.util';
import type { ChatMessage } from '@/lib/chat.types';
import { useTranslation } from '@/lib/i18n/i18n-context';
import type { TranslationKey } from '@/lib/i18n/translate.util';
import { showToast } from '@/lib/toast.util';
import { type OutgoingMessage, sendMessage } from './api/send-message';
import {
  type AttachmentProblem,
  CHAT_FILE_ACCEPT,
  chatFileProblem,
  type MicrophoneProblem,
  voiceNoteProblem,
} from './chat-attachment.util';
import type { ThreadKey } from './chat-cache.util';
import { useVoiceRecorder } from './use-voice-recorder.hook';

// The thread's composer: text (Enter sends, Shift+Enter breaks the line), one attached file, or a
// voice note recorded on the spot. Files and notes are checked against the API's limits before
// they go; the API's own refusal (a block, a limit) shows in its words, here and as a toast.

const PROBLEM_TEXT: Record<AttachmentProblem | MicrophoneProblem, TranslationKey> = {
  wrongType: 'chatFileWrongType',
  tooLarge: 'chatFileTooLarge',
  empty: 'chatFileEmpty',
  noMicrophone: 'chatNoMicrophone',
  permissionDenied: 'chatMicrophoneDenied',
  failed: 'chatMicrophoneFailed',
};

const ICON_BUTTON =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-gray-800 hover:bg-gray-100 disabled:opacity-60';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export function ChatComposer({
  threadKey,
  onSent,
  onRefused,
}: {
  threadKey: ThreadKey;
  onSent: (message: ChatMessage) => void;
  /** The API refused the message with `code` (BLOCKED_BY_USER, BLOCKED_BY_YOU…). */
  onRefused: (code: string | null) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const textInput = useRef<HTMLTextAreaElement>(null);
  const errorId = useId();
  const hintId = useId();
  const busy = progress !== null;

  const say = (message: string) => {
    setError(message);
    void showToast({ type: 'error', message });
  };

  async function send(outgoing: OutgoingMessage) {
    setError(null);
    setProgress(0);
    const result = await sendMessage(threadKey, outgoing, setProgress);
    setProgress(null);
    const failure = failureOf(result);
    if (result.kind === 'success') {
      setText('');
      setFile(null);
      onSent(result.body.data);
      textInput.current?.focus();
      return;
    }
    if (!failure) return;
    if (showAccessFailure(failure)) return;
    say(failure.message);
    onRefused(failure.code);
  }

  const recorder = useVoiceRecorder(
    (note) => {
      const problem = voiceNoteProblem(note.blob);
      if (problem) return say(t(PROBLEM_TEXT[problem]));
      void send({ audio: note });
    },
    (problem) => say(t(PROBLEM_TEXT[problem])),
  );

  function submit() {
    if (busy) return;
    const message = text.trim();
    if (!message && !file) return setError(t('chatMessageEmpty'));
    void send({ message: message || undefined, file: file ?? undefined });
  }

  function choose(chosen: File | undefined) {
    if (fileInput.current) fileInput.current.value = '';
    if (!chosen) return;
    const problem = chatFileProblem(chosen);
    if (problem) return say(t(PROBLEM_TEXT[problem]));
    setError(null);
    setFile(chosen);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  const recording = recorder.seconds !== null;
  return (
    <form
      className="border-t border-gray-200 bg-white p-2 sm:p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
      aria-busy={busy}
      data-testid="chat-composer"
    >
      {file ? (
        <p className="mb-2 flex items-center gap-2 rounded-md bg-gray-100 px-3 py-1 text-sm text-gray-900">
          <PaperclipIcon width={16} height={16} />
          <span className="min-w-0 flex-1 truncate">{file.name}</span>
          <button
            type="button"
            onClick={() => setFile(null)}
            aria-label={t('chatRemoveAttachment', { name: file.name })}
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-gray-200"
          >
            <CloseIcon width={16} height={16} />
          </button>
        </p>
      ) : null}
      {recording ? (
        <div className="flex items-center gap-3" role="status">
          <span aria-hidden="true" className="size-3 animate-pulse rounded-full bg-red-600" />
          <span className="flex-1 font-medium text-gray-900">
            {t('chatRecording', { time: clock(recorder.seconds ?? 0) })}
          </span>
          <button
            type="button"
            onClick={recorder.cancel}
            className="inline-flex min-h-11 items-center rounded-md border border-gray-400 px-4 font-semibold text-gray-900"
          >
            {t('chatCancel')}
          </button>
          <button
            type="button"
            onClick={recorder.stop}
            className="inline-flex min-h-11 items-center rounded-md bg-(--brand) px-4 font-semibold text-(--on-brand)"
          >
            {t('chatStopAndSend')}
          </button>
        </div>
      ) : (
        <div className="flex items-end gap-1">
          <input
            ref={fileInput}
            type="file"
            accept={CHAT_FILE_ACCEPT}
            hidden
            onChange={(event) => choose(event.target.files?.[0])}
            data-testid="chat-file-input"
          />
          <button
            type="button"
            onClick={() => fileInput.current?.click()}
            disabled={busy}
            aria-label={t('chatAttach')}
            title={t('chatAttach')}
            className={ICON_BUTTON}
          >
            <PaperclipIcon />
          </button>
          <label className="min-w-0 flex-1">
            <span className="sr-only">{t('chatComposerLabel')}</span>
            <textarea
              ref={textInput}
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onKeyDown}
              rows={1}
              maxLength={CHAT_MESSAGE_MAX_LENGTH}
              placeholder={t('chatComposerPlaceholder')}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${hintId} ${errorId}`}
              className="block max-h-40 min-h-11 w-full resize-none rounded-2xl border border-gray-400 px-3 py-2.5 text-gray-900 [field-sizing:content]"
            />
          </label>
          <button
            type="button"
            onClick={() => void recorder.start()}
            disabled={busy}
            aria-label={t('chatRecord')}
            title={t('chatRecord')}
            className={ICON_BUTTON}
          >
            <MicIcon />
          </button>
          <button
            type="submit"
            aria-disabled={busy}
            aria-label={busy ? t('chatSending') : t('chatSend')}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-(--brand) text-(--on-brand) aria-disabled:opacity-70"
          >
            <SendIcon />
          </button>
        </div>
      )}
      <p id={hintId} className="sr-only">
        {t('chatComposerHint')}
      </p>
      <p
        id={errorId}
        role="alert"
        className={error ? 'px-2 pt-1 text-sm font-semibold text-red-700' : 'sr-only'}
      >
        {error ?? ''}
      </p>
      {busy && file ? (
        <p className="px-2 text-sm text-gray-700" role="status">
          {t('chatUploading', { percent: progress ?? 0 })}
        </p>
      ) : null}
    </form>
  );
}
