import type { ColumnType } from 'kysely';
import type { Flag, Id, Timestamps, Ts } from './column-types.js';

/** Configuration and catalogue tables (settings, languages, categories, content). Row types mirror the migrations. */

export interface SettingsTable {
  key: string;
  value: string | null;
  updated_at: Ts;
}

export interface LanguagesTable extends Timestamps {
  id: Id;
  code: string;
  name: string;
  rtl: Flag;
  status: Flag;
  app_file: string;
  web_file: string;
}

export interface CitiesTable extends Timestamps {
  id: Id;
  name: string;
  name_key: string;
  image: string | null;
  status: Flag;
}

export interface CategoriesTable extends Timestamps {
  id: Id;
  category: string;
  slug_id: string;
  image: string | null;
  sequence: ColumnType<number, number | undefined, number>;
  status: Flag;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  meta_image: string | null;
  /** JSON: {"fr": {"category": "…"}}; the plain columns are the English fallback. */
  translations: ColumnType<string, string | undefined, string>;
}

export interface ParametersTable extends Timestamps {
  id: Id;
  name: string;
  type_of_parameter: string;
  type_values: string | null;
  image: string | null;
  /** JSON: {"fr": {"name": "…"}}; `name` is the English fallback. */
  translations: ColumnType<string, string | undefined, string>;
  /** bedrooms | bathrooms | area: the key fact a listing card shows from this parameter. */
  card_fact: ColumnType<string | null, string | null | undefined, string | null>;
  /** Area unit of an area parameter (a key of the shared area units). */
  unit: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CategoryParametersTable {
  category_id: number;
  parameter_id: number;
  sequence: ColumnType<number, number | undefined, number>;
  is_required: Flag;
}

export interface OutdoorFacilitiesTable extends Timestamps {
  id: Id;
  name: string;
  image: string | null;
}

export interface ReportReasonsTable extends Timestamps {
  id: Id;
  reason: string;
}

export interface FaqsTable extends Timestamps {
  id: Id;
  question: string;
  answer: string;
  status: Flag;
}

export interface ArticlesTable extends Timestamps {
  id: Id;
  slug_id: string;
  title: string;
  image: string | null;
  description: string;
  category_id: number | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  meta_image: string | null;
}

export interface ContactMessagesTable extends Timestamps {
  id: Id;
  first_name: string;
  last_name: string;
  email: string;
  subject: string;
  message: string;
  ip: string | null;
  handled: Flag;
}

export interface SlidersTable extends Timestamps {
  id: Id;
  type: string;
  image: string | null;
  web_image: string | null;
  link: string | null;
  category_id: number | null;
  property_id: number | null;
  show_property_details: Flag;
  sequence: ColumnType<number, number | undefined, number>;
  status: Flag;
}

/** An operator's SEO values for one public page in one language (issue 14). */
export interface SeoSettingsTable extends Timestamps {
  id: Id;
  page: string;
  language_code: string;
  title: string | null;
  description: string | null;
  keywords: string | null;
  image: string | null;
}

/** Whether, where and under which title the web home page shows one homepage-data section. */
export interface HomepageSectionsTable extends Timestamps {
  id: Id;
  section: string;
  sequence: ColumnType<number, number | undefined, number>;
  status: Flag;
  title: string | null;
}
