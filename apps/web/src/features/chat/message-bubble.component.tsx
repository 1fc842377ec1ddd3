import { FileIcon, TrashIcon } from '@/components/ui/chat-icons.component';
import type { ChatMessage } from '@/lib/chat.types';
import type { Translate } from '@/lib/i18n/translate.util';
import { fileTypeOf, isPictureUrl } from './chat-attachment.util';

// One message of a thread: mine on the end side in the brand colour, theirs on the start side;
// its picture, file or voice note; the server's safety notes and the masked-contact note under
// it; then when it was sent, "Seen" once the other party read mine, and deleting mine.

export function MessageBubble({
  message,
  mine,
  time,
  onDelete,
  t,
}: {
  message: ChatMessage;
  mine: boolean;
  /** The relative time, already worded. */
  time: string;
  onDelete?: () => void;
  t: Translate;
}) {
  const { file, audio } = message;
  return (
    <li
      className={`flex max-w-[85%] flex-col gap-1 sm:max-w-[75%] ${mine ? 'items-end self-end' : 'items-start self-start'}`}
      data-testid="chat-message"
      data-mine={mine ? 'true' : 'false'}
    >
      <div
        className={`min-w-0 max-w-full rounded-2xl px-3 py-2 ${
          mine ? 'rounded-ee-sm bg-(--brand) text-(--on-brand)' : 'rounded-es-sm bg-gray-100 text-gray-900'
        }`}
      >
        {file && isPictureUrl(file) ? (
          <a href={file} target="_blank" rel="noopener noreferrer" className="block">
            {/* biome-ignore lint/performance/noImgElement: a member's upload at its own URL, sized by the box. */}
            <img
              src={file}
              alt={t('chatPicture')}
              width={240}
              height={180}
              loading="lazy"
              className="h-45 w-60 max-w-full rounded-lg bg-gray-200 object-cover"
            />
          </a>
        ) : file ? (
          <a
            href={file}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 max-w-full items-center gap-2 font-semibold underline underline-offset-2"
          >
            <FileIcon className="shrink-0" />
            <span className="truncate">{t('chatDocument', { type: fileTypeOf(file) })}</span>
          </a>
        ) : null}
        {audio ? (
          // biome-ignore lint/a11y/useMediaCaption: a member's voice note; there is no transcript to offer.
          <audio controls preload="none" src={audio} aria-label={t('chatVoiceNote')} className="max-w-full" />
        ) : null}
        {message.message ? (
          // A member's own words: their direction, whatever the page's.
          <p dir="auto" className={`break-words whitespace-pre-wrap ${file ? 'mt-2' : ''}`}>
            {message.message}
          </p>
        ) : null}
      </div>
      {message.contact_masked ? <p className="text-xs text-gray-700">{t('chatContactMasked')}</p> : null}
      {(message.safety_warnings ?? []).map((warning) => (
        <p
          key={warning.code}
          role="note"
          className="rounded-md border border-amber-400 bg-amber-50 px-2 py-1 text-sm text-amber-950"
          data-testid="chat-safety-warning"
        >
          <strong>{t('chatSafetyNote')}:</strong> {warning.text}
        </p>
      ))}
      <p className="flex items-center gap-2 text-xs text-gray-700">
        <time dateTime={message.created_at} suppressHydrationWarning>
          {time}
        </time>
        {mine && message.read_at ? (
          <span className="font-semibold" data-testid="chat-seen">
            · {t('chatSeen')}
          </span>
        ) : null}
        {onDelete ? (
          <button
            type="button"
            onClick={onDelete}
            aria-label={t('chatDeleteMessage')}
            title={t('chatDeleteMessage')}
            className="inline-flex size-8 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 hover:text-red-700"
          >
            <TrashIcon width={16} height={16} />
          </button>
        ) : null}
      </p>
    </li>
  );
}
