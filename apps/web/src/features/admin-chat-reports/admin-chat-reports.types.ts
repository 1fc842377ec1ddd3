import type { ChatReportStatus } from '@domus/shared/constants/chat.constants';

// What admin/chat-reports answers (the list item) and admin/chat-reports/{id} (with its evidence).

export interface ChatReportParty {
  id: number;
  name: string | null;
  account: 'active' | 'deactivated' | 'deleted' | 'operator';
}

export interface ChatReportItem {
  id: number;
  status: ChatReportStatus;
  reason: string;
  property: { id: number; title: string };
  reporter: ChatReportParty;
  reported_user: ChatReportParty;
  message_count: number;
  created_at: string;
  resolved_at: string | null;
}

export interface ChatReportDetail extends ChatReportItem {
  resolution_note: string | null;
  evidence: {
    taken_at: string;
    parties: { id: number; name: string | null }[];
    messages: { id: number; sender_id: number; message: string | null; created_at: string | null }[];
  } | null;
}
