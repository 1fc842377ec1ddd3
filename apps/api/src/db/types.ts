import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Row types of every table (see migrations/). Timestamps are written as ISO text and read back as
 * Date (PostgreSQL) or text (SQLite); money is read back as string (PostgreSQL numeric) or number.
 * Repositories normalise both through dialect.ts helpers before anything leaves them.
 */
export type Ts = ColumnType<Date | string, string, string>;
export type NullableTs = ColumnType<Date | string | null, string | null, string | null>;
export type Money = ColumnType<number | string, number, number>;
export type NullableMoney = ColumnType<number | string | null, number | null, number | null>;
/** 0/1 flag. */
export type Flag = ColumnType<number, number | undefined, number>;
type Id = Generated<number>;

interface Timestamps {
  created_at: Ts;
  updated_at: Ts;
}

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
}

export interface ParametersTable extends Timestamps {
  id: Id;
  name: string;
  type_of_parameter: string;
  type_values: string | null;
  image: string | null;
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

export interface UsersTable extends Timestamps {
  id: Id;
  name: string | null;
  slug_id: string;
  email: string | null;
  email_key: string | null;
  mobile: string | null;
  password_hash: string | null;
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
  logintype: ColumnType<number, number | undefined, number>;
  role: ColumnType<string, string | undefined, string>;
  is_email_verified: Flag;
  is_active: Flag;
  is_demo: Flag;
  notification: Flag;
  verification_status: ColumnType<string, string | undefined, string>;
}

export interface UserIdentitiesTable extends Timestamps {
  id: Id;
  user_id: number;
  provider: string;
  subject: string;
  email: string | null;
}

export interface SessionsTable {
  id: Id;
  user_id: number;
  token_hash: string;
  created_at: Ts;
  last_used_at: Ts;
  expires_at: Ts;
  revoked_at: NullableTs;
  revoked_reason: string | null;
  user_agent: string | null;
  ip: string | null;
}

export interface OtpsTable {
  id: Id;
  target: string;
  channel: string;
  code_hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  expires_at: Ts;
  consumed_at: NullableTs;
  invalidated_at: NullableTs;
  ip: string | null;
  created_at: Ts;
}

export interface SignInTicketsTable {
  id: Id;
  ticket_hash: string;
  kind: string;
  provider: string;
  subject: string;
  claims: string;
  expires_at: Ts;
  used_at: NullableTs;
  created_at: Ts;
}

export interface PasswordResetsTable {
  id: Id;
  user_id: number;
  token_hash: string;
  expires_at: Ts;
  used_at: NullableTs;
  created_at: Ts;
}

export interface PushSubscriptionsTable extends Timestamps {
  id: Id;
  user_id: number;
  session_id: number | null;
  fcm_id: string;
  fcm_key: string;
}

export interface VerificationFieldsTable extends Timestamps {
  id: Id;
  name: string;
  field_type: string;
  rank: ColumnType<number, number | undefined, number>;
  status: Flag;
}

export interface VerificationFieldOptionsTable {
  id: Id;
  field_id: number;
  value: string;
  created_at: Ts;
}

export interface VerificationApplicationsTable extends Timestamps {
  id: Id;
  user_id: number;
  status: string;
}

export interface VerificationValuesTable extends Timestamps {
  id: Id;
  application_id: number;
  field_id: number;
  value: string;
}

export interface UserInterestsTable extends Timestamps {
  id: Id;
  user_id: number;
  category_ids: string;
  outdoor_facility_ids: string;
  price_min: NullableMoney;
  price_max: NullableMoney;
  property_types: string;
  city: string | null;
}

export interface PropertiesTable extends Timestamps {
  id: Id;
  slug_id: string;
  title: string;
  description: string;
  category_id: number;
  property_type: string;
  price: Money;
  rentduration: string | null;
  address: string;
  client_address: string | null;
  city: string;
  state: string;
  country: string;
  latitude: number;
  longitude: number;
  title_image: string;
  three_d_image: string | null;
  video_link: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  meta_image: string | null;
  is_premium: Flag;
  owner_id: number | null;
  status: Flag;
  request_status: ColumnType<string, string | undefined, string>;
  total_view: ColumnType<number, number | undefined, number>;
  favourite_count: ColumnType<number, number | undefined, number>;
  interested_count: ColumnType<number, number | undefined, number>;
  is_public: Flag;
  promoted_until: NullableTs;
  is_promoted: Flag;
  search_text: ColumnType<string, string | undefined, string>;
}

export interface PropertyImagesTable extends Timestamps {
  id: Id;
  property_id: number;
  image: string;
  sequence: ColumnType<number, number | undefined, number>;
}

export interface PropertyDocumentsTable extends Timestamps {
  id: Id;
  property_id: number;
  file: string;
  file_name: string;
  type: string;
}

export interface PropertyParametersTable extends Timestamps {
  id: Id;
  property_id: number;
  parameter_id: number;
  value: string;
}

export interface PropertyFacilitiesTable extends Timestamps {
  id: Id;
  property_id: number;
  facility_id: number;
  distance: number;
}

export interface UserPropertyMarkTable {
  id: Id;
  user_id: number;
  property_id: number;
  created_at: Ts;
}

export interface ReportsTable extends Timestamps {
  id: Id;
  user_id: number;
  property_id: number;
  reason_id: number | null;
  other_message: string | null;
  status: ColumnType<string, string | undefined, string>;
}

export interface ProjectsTable extends Timestamps {
  id: Id;
  slug_id: string;
  title: string;
  description: string;
  category_id: number;
  type: string;
  location: string;
  city: string;
  state: string;
  country: string;
  latitude: number;
  longitude: number;
  image: string;
  video_link: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  meta_image: string | null;
  owner_id: number | null;
  status: Flag;
  request_status: ColumnType<string, string | undefined, string>;
  total_click: ColumnType<number, number | undefined, number>;
  is_public: Flag;
  promoted_until: NullableTs;
  is_promoted: Flag;
  search_text: ColumnType<string, string | undefined, string>;
}

export interface ProjectImagesTable extends Timestamps {
  id: Id;
  project_id: number;
  image: string;
  sequence: ColumnType<number, number | undefined, number>;
}

export interface ProjectDocumentsTable extends Timestamps {
  id: Id;
  project_id: number;
  file: string;
  sequence: ColumnType<number, number | undefined, number>;
}

export interface ProjectPlansTable extends Timestamps {
  id: Id;
  project_id: number;
  title: string;
  document: string;
}

export interface ListingViewsTable {
  id: Id;
  entity: string;
  entity_id: number;
  viewer_key: string;
  viewed_at: Ts;
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

export interface ModerationReasonsTable {
  id: Id;
  entity: string;
  entity_id: number;
  reason: string;
  created_at: Ts;
}

export interface PackageFeaturesTable {
  id: number;
  type: string;
  name: string;
  status: Flag;
}

export interface PackagesTable extends Timestamps {
  id: Id;
  name: string;
  package_type: string;
  price: Money;
  duration: number | null;
  ios_product_id: string | null;
  status: Flag;
}

export interface PackageFeatureLimitsTable {
  id: Id;
  package_id: number;
  feature_id: number;
  limit_type: string;
  limit: number | null;
}

export interface PaymentTransactionsTable extends Timestamps {
  id: Id;
  user_id: number | null;
  package_id: number;
  amount: Money;
  currency: string;
  payment_gateway: string;
  platform_type: ColumnType<string, string | undefined, string>;
  order_id: string | null;
  transaction_id: string | null;
  payment_status: string;
  flagged_reason: string | null;
}

export interface PaymentEventsTable {
  id: Id;
  gateway: string;
  event_id: string;
  transaction_id: number | null;
  created_at: Ts;
}

export interface UserPackagesTable extends Timestamps {
  id: Id;
  user_id: number;
  package_id: number;
  payment_transaction_id: number | null;
  start_date: Ts;
  end_date: NullableTs;
}

export interface UserPackageLimitsTable {
  id: Id;
  user_package_id: number;
  feature_id: number;
  total_limit: number;
  used_limit: ColumnType<number, number | undefined, number>;
}

export interface AdvertisementsTable extends Timestamps {
  id: Id;
  for: string;
  type: string;
  property_id: number | null;
  project_id: number | null;
  package_id: number | null;
  user_package_id: number | null;
  customer_id: number | null;
  status: number;
  is_enable: Flag;
  start_date: Ts;
  end_date: Ts;
}

export interface ChatMessagesTable extends Timestamps {
  id: Id;
  sender_id: number;
  receiver_id: number;
  property_id: number;
  message: string | null;
  file: string | null;
  audio: string | null;
  chat_message_type: string;
}

export interface ChatDeletionsTable {
  id: Id;
  user_id: number;
  other_user_id: number;
  property_id: number;
  deleted_at: Ts;
}

export interface BlocksTable {
  id: Id;
  blocker_id: number;
  blocked_id: number;
  reason: string | null;
  created_at: Ts;
}

export interface NotificationsTable {
  id: Id;
  user_id: number | null;
  title: string;
  message: string;
  type: ColumnType<number, number | undefined, number>;
  event: string;
  send_type: ColumnType<number, number | undefined, number>;
  property_id: number | null;
  project_id: number | null;
  image: string | null;
  created_at: Ts;
}

export interface DB {
  settings: SettingsTable;
  languages: LanguagesTable;
  cities: CitiesTable;
  categories: CategoriesTable;
  parameters: ParametersTable;
  category_parameters: CategoryParametersTable;
  outdoor_facilities: OutdoorFacilitiesTable;
  report_reasons: ReportReasonsTable;
  faqs: FaqsTable;
  articles: ArticlesTable;
  contact_messages: ContactMessagesTable;
  users: UsersTable;
  user_identities: UserIdentitiesTable;
  sessions: SessionsTable;
  otps: OtpsTable;
  sign_in_tickets: SignInTicketsTable;
  password_resets: PasswordResetsTable;
  push_subscriptions: PushSubscriptionsTable;
  verification_fields: VerificationFieldsTable;
  verification_field_options: VerificationFieldOptionsTable;
  verification_applications: VerificationApplicationsTable;
  verification_values: VerificationValuesTable;
  user_interests: UserInterestsTable;
  properties: PropertiesTable;
  property_images: PropertyImagesTable;
  property_documents: PropertyDocumentsTable;
  property_parameters: PropertyParametersTable;
  property_facilities: PropertyFacilitiesTable;
  favourites: UserPropertyMarkTable;
  interests: UserPropertyMarkTable;
  reports: ReportsTable;
  projects: ProjectsTable;
  project_images: ProjectImagesTable;
  project_documents: ProjectDocumentsTable;
  project_plans: ProjectPlansTable;
  listing_views: ListingViewsTable;
  sliders: SlidersTable;
  moderation_reasons: ModerationReasonsTable;
  package_features: PackageFeaturesTable;
  packages: PackagesTable;
  package_feature_limits: PackageFeatureLimitsTable;
  payment_transactions: PaymentTransactionsTable;
  payment_events: PaymentEventsTable;
  user_packages: UserPackagesTable;
  user_package_limits: UserPackageLimitsTable;
  advertisements: AdvertisementsTable;
  chat_messages: ChatMessagesTable;
  chat_deletions: ChatDeletionsTable;
  blocks: BlocksTable;
  notifications: NotificationsTable;
}

export type Row<T extends keyof DB> = Selectable<DB[T]>;
export type NewRow<T extends keyof DB> = Insertable<DB[T]>;
export type RowUpdate<T extends keyof DB> = Updateable<DB[T]>;
