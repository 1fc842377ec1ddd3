// Chat (contract §3.4, §2.13, §4.12): the words and codes the API answers and the chat screen
// shows, in one place.

/** `chat_message_type`, derived from what a message carries. */
export const CHAT_MESSAGE_TYPES = ['text', 'file', 'file_and_text', 'audio'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

/** The operator ("Admin") as a chat party: user id 0 (contract §1.9). */
export const OPERATOR_USER_ID = 0;

export const CHAT_MESSAGE_MAX_LENGTH = 5000;
export const BLOCK_REASON_MAX_LENGTH = 500;

export const CHAT_SUCCESS = {
  sent: 'Message sent',
  messageDeleted: 'Message Deleted Successfully',
  chatDeleted: 'Chat deleted successfully',
  blocked: 'User Blocked Successfully',
  unblocked: 'User Unblocked Successfully',
  reported: 'Thank you. Our team will review this conversation',
  reportResolved: 'Report resolved',
  settingsSaved: 'Chat settings saved',
} as const;

/** `report-chat`: the member's reason, and how much of the conversation is kept as evidence. */
export const CHAT_REPORT_REASON_MAX_LENGTH = 500;
export const CHAT_REPORT_EVIDENCE_MESSAGES = 50;
/** Reports a member may file an hour (each copies the conversation's files). */
export const CHAT_REPORTS_PER_HOUR = 5;
export const CHAT_REPORT_STATUSES = ['open', 'resolved'] as const;
export type ChatReportStatus = (typeof CHAT_REPORT_STATUSES)[number];
export const CHAT_REPORT_NOTE_MAX_LENGTH = 1000;
export const CHAT_REPORT_NOTE_REQUIRED = 'Please write a note about what was done';

export const CANNOT_BLOCK_SELF = 'You cannot block yourself.';
export const BLOCK_TARGET_REQUIRED = 'Please choose who to block: to_user_id or to_admin, not both';
export const AUDIO_WITH_FILE = 'Send a voice note on its own, without a file';
