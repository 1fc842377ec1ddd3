import type { Insertable, Selectable, Updateable } from 'kysely';
import type {
  OtpsTable,
  PasswordResetsTable,
  PushSubscriptionsTable,
  SessionsTable,
  SignInTicketsTable,
  UserIdentitiesTable,
  UserInterestsTable,
  UsersTable,
  VerificationApplicationsTable,
  VerificationFieldOptionsTable,
  VerificationFieldsTable,
  VerificationValuesTable,
} from './accounts.types.js';
import type {
  AlertDeliveriesTable,
  FavouriteAlertOptoutsTable,
  JobLeasesTable,
  JobWatermarksTable,
  SavedSearchesTable,
} from './alerts.types.js';
import type { AuditLogTable, ContentPagesTable, StaffRolesTable } from './audit.types.js';
import type {
  ArticlesTable,
  CategoriesTable,
  CategoryParametersTable,
  CitiesTable,
  ContactMessagesTable,
  FaqsTable,
  HomepageSectionsTable,
  LanguagesTable,
  OutdoorFacilitiesTable,
  ParametersTable,
  ReportReasonsTable,
  SeoSettingsTable,
  SettingsTable,
  SlidersTable,
} from './catalogue.types.js';
import type {
  AdvertisementsTable,
  BlocksTable,
  ChatDeletionsTable,
  ChatMessagesTable,
  ChatReportsTable,
  NotificationReadsTable,
  NotificationsTable,
  PackageFeatureLimitsTable,
  PackageFeaturesTable,
  PackagesTable,
  PaymentEventsTable,
  PaymentTransactionsTable,
  UserPackageLimitsTable,
  UserPackagesTable,
} from './commerce.types.js';
import type {
  ListingHistoryTable,
  ListingViewsTable,
  ModerationReasonsTable,
  OwnerListingCountsTable,
  ProjectDocumentsTable,
  ProjectImagesTable,
  ProjectPlansTable,
  ProjectsTable,
  PropertiesTable,
  PropertyDocumentsTable,
  PropertyFacilitiesTable,
  PropertyImagesTable,
  PropertyParametersTable,
  ReportsTable,
  UserPropertyMarkTable,
} from './listings.types.js';

/** Every table of the schema (migrations/), as Kysely sees it. */
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
  owner_listing_counts: OwnerListingCountsTable;
  sliders: SlidersTable;
  seo_settings: SeoSettingsTable;
  homepage_sections: HomepageSectionsTable;
  moderation_reasons: ModerationReasonsTable;
  listing_history: ListingHistoryTable;
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
  chat_reports: ChatReportsTable;
  blocks: BlocksTable;
  notifications: NotificationsTable;
  notification_reads: NotificationReadsTable;
  audit_log: AuditLogTable;
  saved_searches: SavedSearchesTable;
  alert_deliveries: AlertDeliveriesTable;
  favourite_alert_optouts: FavouriteAlertOptoutsTable;
  job_leases: JobLeasesTable;
  job_watermarks: JobWatermarksTable;
  staff_roles: StaffRolesTable;
  content_pages: ContentPagesTable;
}

export type Row<T extends keyof DB> = Selectable<DB[T]>;
export type NewRow<T extends keyof DB> = Insertable<DB[T]>;
export type RowUpdate<T extends keyof DB> = Updateable<DB[T]>;
