import type { ContentPage } from '@domus/shared/schemas/admin-content.schema';

// What the content calls answer (admin/articles, admin/faqs, admin/pages).

export interface SeoWarning {
  field: string;
  code: string;
  message: string;
}

export interface AdminArticle {
  id: number;
  slug_id: string;
  title: string;
  image: string | null;
  description: string;
  category_id: number;
  category: { id: number; category: string; slug_id: string } | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  meta_image: string | null;
  warnings: SeoWarning[];
  created_at: string;
}

export interface AdminFaq {
  id: number;
  question: string;
  answer: string;
  status: boolean;
}

export interface AdminPageOverview {
  page: ContentPage;
  languages: { code: string; name: string; own_text: boolean }[];
}

export interface AdminPage {
  page: ContentPage;
  language_code: string;
  is_default_language: boolean;
  content: string;
  fallback: string;
}
