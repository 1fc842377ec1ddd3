import type { SeoPage, SeoWarning } from '@domus/shared/schemas/admin-seo.schema';

// What admin/seo-settings answers: one page's stored values in one language (null: the default).

export interface AdminSeoEntry {
  page: SeoPage;
  language_code: string;
  title: string | null;
  description: string | null;
  keywords: string | null;
  image: string | null;
  warnings: SeoWarning[];
}
