// Response shapes (envelope and objects; see /api/docs) that the web client reads. Only the keys the web uses
// are typed; the server may send more. Keys the API always sends are not optional.

import type { ParameterWithValue } from './api-detail-types';

export interface ApiSuccess<T> {
  error: false;
  message: string;
  data: T;
  total?: number;
}

export interface ApiFailure {
  error: true;
  message: string;
  code?: string;
  details?: Record<string, unknown>;
}

export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;

export type PropertyType = 'sell' | 'rent' | 'sold' | 'rented';
export type RentDuration = 'Daily' | 'Monthly' | 'Quarterly' | 'Yearly';

/** Language list item (`web-settings.languages`). */
export interface LanguageListItem {
  id: number;
  code: string;
  name: string;
  rtl: boolean;
}

/** Language with its translation object (`get_languages`). */
export interface Language extends LanguageListItem {
  file_name: Record<string, string> | null;
}

/** Web-settings, the keys the web shell reads. */
export interface WebSettings {
  company_name: string | null;
  company_email: string | null;
  company_tel1: string | null;
  company_tel2: string | null;
  company_address: string | null;
  default_language: string | null;
  languages: LanguageListItem[] | null;
  currency_symbol: string | null;
  selected_currency_data: { code: string; name: string; symbol: string } | null;
  number_with_suffix: '0' | '1' | null;
  web_logo: string | null;
  web_footer_logo: string | null;
  web_placeholder_logo: string | null;
  web_favicon: string | null;
  company_logo: string | null;
  img_placeholder: string | null;
  system_color: string | null;
  facebook_id: string | null;
  instagram_id: string | null;
  twitter_id: string | null;
  youtube_id: string | null;
  playstore_id: string | null;
  appstore_id: string | null;
  web_maintenance_mode: boolean | null;
  push_public_key: string | null;
  /** Leaflet tile URL template and its attribution. */
  map_tile_url?: string | null;
  map_tile_attribution?: string | null;
  /** Unit of facility distances: `m`, `km`, `mi` or `yd`. */
  distance_option?: string | null;
  /** How many sponsored listings may lead the default order (0 or absent: all of them). */
  sponsored_per_page?: number | null;
  demo_mode: boolean | null;
  /** Sign-in methods shown on /login. */
  social_login?: boolean | null;
  social_login_providers?: SocialLoginProvider[] | null;
  number_with_otp_login?: boolean | null;
  /** Listing writes need agent verification with status success. */
  verification_required_for_user?: boolean | null;
  // Per-user keys, only with a valid session.
  is_active?: boolean;
  is_premium?: boolean;
  subscription?: boolean;
  verification_status?: 'initial' | 'pending' | 'success' | 'failed';
}

/** A configured OpenID Connect provider; `type` 0 social, 2 Apple (the user_signup type). */
export interface SocialLoginProvider {
  id: string;
  name: string;
  type: 0 | 2;
}

/** The signed-in user as user_signup and update_profile return it. */
export interface UserSelf {
  id: number;
  name: string | null;
  slug_id: string | null;
  email: string | null;
  mobile: string | null;
  profile: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  about_me: string | null;
  facebook_id: string | null;
  twiiter_id: string | null;
  instagram_id: string | null;
  youtube_id: string | null;
  logintype: 0 | 1 | 2 | 3;
  is_email_verified: boolean;
  is_active: boolean;
  notification: boolean;
  is_profile_complete: boolean;
  created_at: string;
  updated_at: string;
}

/** Nested form, plus `properties_count` in `categories_section`. */
export interface CategoryNested {
  id: number;
  category: string;
  slug_id: string;
  image: string | null;
  properties_count?: number;
}

/** Property list item (the keys a card needs). */
export interface PropertyListItem {
  id: number;
  slug_id: string;
  title: string;
  title_image: string | null;
  property_type: PropertyType;
  price: number;
  rentduration: RentDuration | null;
  category_id: number;
  category: CategoryNested | null;
  address?: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  is_premium: boolean;
  promoted: boolean;
  favourite_count?: number;
  total_view?: number;
  is_favourite?: boolean;
  latitude?: number | null;
  longitude?: number | null;
  /** Absent from the trimmed nearby items; cards read their key facts from it. */
  parameters?: ParameterWithValue[];
}

/** Category (full form, `get_categories`). */
export interface Category extends CategoryNested {
  meta_title?: string | null;
  meta_description?: string | null;
  meta_keywords?: string | null;
  meta_image?: string | null;
}

/** City item (`get-cities-data`). */
export interface CityItem {
  City: string;
  Count: number;
  image: string | null;
}

/** Parameter without value (`get-facilities-for-filter`: the search's feature chips). */
export interface FilterParameter {
  id: number;
  name: string;
  type_of_parameter: string;
  image: string | null;
}

/** Outdoor facility (`get_facilities`: nearby place types). */
export interface OutdoorFacility {
  id: number;
  name: string;
  image: string | null;
}

/** Person fragment inside a project. */
export interface PersonFragment {
  id: number;
  name: string;
  slug_id: string;
  profile: string | null;
  is_verified: boolean;
}

/** Project list item. */
export interface ProjectListItem {
  id: number;
  slug_id: string;
  title: string;
  type: 'under_construction' | 'upcoming';
  image: string | null;
  location: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  category: CategoryNested | null;
  is_promoted: boolean;
  customer: PersonFragment | null;
}

/** Agent list item. */
export interface AgentListItem {
  id: number;
  name: string;
  slug_id: string;
  email: string | null;
  profile: string | null;
  property_count: number;
  projects_count: number;
  total_count: number;
  is_verified: boolean;
  is_admin: boolean;
}

/** Article. */
export interface Article {
  id: number;
  slug_id: string;
  title: string;
  image: string | null;
  description: string | null;
  category: { id: number; category: string; slug_id: string } | null;
  created_at: string;
}

export interface Faq {
  id: number;
  question: string;
  answer: string;
}

/**
 * Slider: type "1" only image, "2" category, "3" property, "4" other link; Domus's sponsored
 * entries (live slider advertisements, `is_sponsored`) are "3" or "5" (a project).
 */
export interface Slider {
  id: number;
  type: string;
  slider_type: '1' | '2' | '3' | '4' | '5' | string;
  image: string | null;
  web_image: string | null;
  link: string | null;
  show_property_details: boolean;
  category: { id: number; category: string; slug_id: string } | null;
  property: PropertyListItem | null;
  project?: ProjectListItem | null;
  /** A paid place (Domus extension): labelled "Sponsored". `id` is then the advertisement's. */
  is_sponsored?: boolean;
}

/** Every key may be absent or empty; `nearby_properties` and `user_recommendation` often are. */
export interface HomepageData {
  slider_section?: Slider[];
  categories_section?: CategoryNested[];
  featured_section?: PropertyListItem[];
  most_liked_properties?: PropertyListItem[];
  most_viewed_properties?: PropertyListItem[];
  project_section?: ProjectListItem[];
  project_featured_section?: ProjectListItem[];
  article_section?: Article[];
  agents_list?: AgentListItem[];
  faq_section?: Faq[];
  nearby_properties?: PropertyListItem[];
  user_recommendation?: PropertyListItem[];
  /** Domus extension: the shown sections in the operator's order (admin/homepage-sections). */
  sections?: { section: string; title: string | null }[];
}

export type * from './api-detail-types';

/** get_seo_settings (contract §3.8): one public page's SEO values in one language. */
export interface SeoSettings {
  page: string;
  title: string;
  description: string | null;
  keywords: string | null;
  image: string | null;
}
