// What admin/chat-settings answers: the chat settings in force.

export interface ChatSafetyRule {
  code: string;
  label: string;
  patterns: string[];
  warning: string;
}

export interface ChatSettings {
  chat_messages_per_minute: number;
  chat_new_account_days: number;
  chat_new_account_conversations_per_day: number;
  chat_contact_mask_days: number;
  chat_safety_rules: ChatSafetyRule[];
}
