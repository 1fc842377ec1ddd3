// What admin/contact-requests answers.

export interface ContactRequest {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  subject: string;
  message: string;
  handled: boolean;
  created_at: string;
  updated_at: string;
}
