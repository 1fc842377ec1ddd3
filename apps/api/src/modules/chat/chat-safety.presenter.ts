import { OPERATOR_USER_ID } from '@domus/shared/constants/chat.constants';
import type { SafetyWarning } from '@domus/shared/schemas/chat-safety.schema';
import type { SafetyMatcher } from '@domus/shared/utils/chat-safety.util';
import { maskContacts } from '@domus/shared/utils/contact-mask.util';
import { toIso } from '../../db/dialect.js';

const DAY = 86_400_000;

/**
 * Scam-aware chat (issue 12) is a matter of presentation: texts are stored as sent (§4.12) and
 * each reader gets the warnings and masking meant for them. The settings in force, read once per
 * request.
 */
export interface SafetyPolicy {
  match: SafetyMatcher;
  /** `chat_contact_mask_days`; 0 is off. */
  maskDays: number;
}

/** What a message adds for its reader: the text they see, warnings, whether contacts were hidden. */
export interface MessageView {
  message: string | null;
  safety_warnings: SafetyWarning[];
  contact_masked: boolean;
}

/** A message as the facts it is judged on. */
export interface JudgedMessage {
  sender_id: number;
  message: string | null;
  created_at: Date | string;
}

/** What is known of the conversation beyond the message, from the reader's side. */
export interface ReaderFacts {
  reader: number;
  /** When the sender's account was created; null for the operator or an unknown account. */
  senderCreatedAt: Date | string | null;
  /** Whether the reader has written in this conversation (then nothing is hidden from them). */
  readerReplied: boolean;
}

/** The sender's own copy: as written, no warnings. */
export const ownView = (message: string | null): MessageView => ({
  message,
  safety_warnings: [],
  contact_masked: false,
});

const time = (value: Date | string | null) => new Date(toIso(value) ?? Number.NaN).getTime();

/**
 * Whether a message's contacts are hidden from its reader: written by a member whose account was
 * younger than `maskDays` when writing, to a member who has not replied in the conversation. The
 * operator (user 0) is never masked either way: it is the platform, and it reads reports as sent.
 */
function masks(policy: SafetyPolicy, row: JudgedMessage, facts: ReaderFacts): boolean {
  if (policy.maskDays <= 0 || facts.readerReplied) return false;
  if (row.sender_id === OPERATOR_USER_ID || facts.reader === OPERATOR_USER_ID) return false;
  const age = time(row.created_at) - time(facts.senderCreatedAt);
  return Number.isFinite(age) && age < policy.maskDays * DAY;
}

/** Whether the reader could be shown anything but the message as written (saves lookups). */
export function mayMask(policy: SafetyPolicy, row: JudgedMessage, reader: number): boolean {
  return (
    policy.maskDays > 0 &&
    row.sender_id !== reader &&
    row.sender_id !== OPERATOR_USER_ID &&
    reader !== OPERATOR_USER_ID &&
    !!row.message &&
    maskContacts(row.message).masked
  );
}

/**
 * The message as `facts.reader` sees it. Warnings go to the receiver of a member's message only
 * (the operator's own words are not a scam); they read the text as written, masking or not.
 */
export function viewFor(policy: SafetyPolicy, row: JudgedMessage, facts: ReaderFacts): MessageView {
  if (row.sender_id === facts.reader) return ownView(row.message);
  const safety_warnings = row.sender_id === OPERATOR_USER_ID ? [] : policy.match(row.message);
  if (!row.message || !masks(policy, row, facts)) {
    return { message: row.message, safety_warnings, contact_masked: false };
  }
  const masked = maskContacts(row.message);
  return { message: masked.text, safety_warnings, contact_masked: masked.masked };
}
