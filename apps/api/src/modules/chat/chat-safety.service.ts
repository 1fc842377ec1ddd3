import { compileSafetyRules, type SafetyMatcher } from '@domus/shared/utils/chat-safety.util';
import type { AppDeps } from '../../app-deps.js';
import type { SettingsService } from '../settings/settings.service.js';
import { type ChatMessageRow, type ConversationKey, chatRepository } from './chat.repository.js';
import {
  type JudgedMessage,
  type MessageView,
  mayMask,
  type ReaderFacts,
  type SafetyPolicy,
  viewFor,
} from './chat-safety.presenter.js';

/**
 * The chat's scam rules and contact masking in force (settings `chat_safety_rules`,
 * `chat_contact_mask_days`), and the facts they need about a conversation. The rules are compiled
 * once per version of the setting, not per message.
 */
export function chatSafetyService(deps: AppDeps, settings: SettingsService) {
  const repo = chatRepository(deps.db);
  let compiled: { key: string; match: SafetyMatcher } | null = null;

  async function policy(): Promise<SafetyPolicy> {
    const rules = await settings.get('chat_safety_rules');
    const key = JSON.stringify(rules);
    if (compiled?.key !== key) compiled = { key, match: compileSafetyRules(rules) };
    return { match: compiled.match, maskDays: await settings.get('chat_contact_mask_days') };
  }

  /** The other party's account age and whether `key.me` has written in the conversation. */
  async function readerFacts(key: ConversationKey): Promise<ReaderFacts> {
    const [sender, replied] = await Promise.all([
      repo.user(key.other),
      repo.hasSent(key.me, key.other, key.propertyId),
    ]);
    return { reader: key.me, senderCreatedAt: sender?.created_at ?? null, readerReplied: replied };
  }

  /** Messages of one conversation as `key.me` reads them; lookups only when something may be hidden. */
  async function thread(key: ConversationKey, rows: readonly JudgedMessage[]): Promise<MessageView[]> {
    const current = await policy();
    const facts = rows.some((row) => mayMask(current, row, key.me))
      ? await readerFacts(key)
      : // Nothing could be hidden: the age is not needed (no age, no masking).
        { reader: key.me, senderCreatedAt: null, readerReplied: false };
    return rows.map((row) => viewFor(current, row, facts));
  }

  return {
    policy,
    thread,
    /** The receiver's copy of a message just stored. */
    async forReceiver(row: ChatMessageRow): Promise<MessageView> {
      const key = { me: row.receiver_id, other: row.sender_id, propertyId: row.property_id };
      return (await thread(key, [row]))[0] as MessageView;
    },
  };
}

export type ChatSafetyService = ReturnType<typeof chatSafetyService>;
