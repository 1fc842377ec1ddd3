import type { AppDeps } from '../app-deps.js';
import type { CallDefinition } from '../lib/call.js';
import type { Services } from '../services.js';
import { accountCalls } from './accounts/account.routes.js';
import { accountAdminCalls } from './accounts/account-admin.routes.js';
import { memberAdminCalls } from './accounts/member-admin.routes.js';
import { profileCalls } from './accounts/profile.routes.js';
import { staffAdminCalls } from './accounts/staff-admin.routes.js';
import { advertisementCalls } from './advertisements/advertisement.routes.js';
import { advertisementAdminCalls } from './advertisements/advertisement-admin.routes.js';
import { agentCalls } from './agents/agent.routes.js';
import { auditCalls } from './audit/audit.routes.js';
import { catalogueCalls } from './catalogue/catalogue.routes.js';
import { catalogueImageCalls } from './catalogue/catalogue-image.routes.js';
import { categoryAdminCalls } from './catalogue/category-admin.routes.js';
import { cityAdminCalls } from './catalogue/city-admin.routes.js';
import { facilityAdminCalls } from './catalogue/facility-admin.routes.js';
import { reportReasonAdminCalls } from './catalogue/report-reason-admin.routes.js';
import { chatCalls } from './chat/chat.routes.js';
import { chatAdminCalls } from './chat/chat-admin.routes.js';
import { chatReportAdminCalls } from './chat/chat-report-admin.routes.js';
import { chatSettingsAdminCalls } from './chat/chat-settings-admin.routes.js';
import { contactCalls } from './contact/contact.routes.js';
import { contactAdminCalls } from './contact/contact-admin.routes.js';
import { articleImageCalls } from './content/article-image.routes.js';
import { contentAdminCalls } from './content/content-admin.routes.js';
import { dashboardCalls } from './dashboard/dashboard.routes.js';
import { homepageCalls } from './homepage/homepage.routes.js';
import { homepageSectionsCalls } from './homepage/homepage-sections.routes.js';
import { sliderAdminCalls } from './homepage/slider-admin.routes.js';
import { languageAdminCalls } from './languages/language-admin.routes.js';
import { listingAdminCalls } from './listing-admin/listing-admin.routes.js';
import { listingMarkCalls } from './marks/listing-mark.routes.js';
import { moderationCalls } from './moderation/moderation.routes.js';
import { mortgageCalls } from './mortgage/mortgage.routes.js';
import { notificationCalls } from './notifications/notification.routes.js';
import { notificationAdminCalls } from './notifications/notification-admin.routes.js';
import { packageCalls } from './packages/package.routes.js';
import { packageAdminCalls } from './packages/package-admin.routes.js';
import { paymentCalls } from './payments/payment.routes.js';
import { paymentAdminCalls } from './payments/payment-admin.routes.js';
import { paymentGatewayAdminCalls } from './payments/payment-gateway-admin.routes.js';
import { personalisedCalls } from './personalised/personalised.routes.js';
import { projectCalls } from './projects/project.routes.js';
import { projectManageCalls } from './projects/project-manage.routes.js';
import { projectPostCalls } from './projects/project-post.routes.js';
import { propertyCalls } from './properties/property.routes.js';
import { propertyManageCalls } from './properties/property-manage.routes.js';
import { propertyPostCalls } from './properties/property-post.routes.js';
import { pushCalls } from './push/push.routes.js';
import { listingReportAdminCalls } from './reports/listing-report-admin.routes.js';
import { savedSearchCalls } from './saved-searches/saved-search.routes.js';
import { seoCalls } from './seo/seo.routes.js';
import { seoSettingsCalls } from './seo/seo-settings.routes.js';
import { settingsCalls } from './settings/settings.routes.js';
import { settingsAdminCalls } from './settings/settings-admin.routes.js';
import { staffRoleCalls } from './staff/staff-role.routes.js';
import { verificationCalls } from './verification/verification.routes.js';
import { verificationAdminCalls } from './verification/verification-admin.routes.js';

/** Every contract call the API serves. */
export function allCalls(deps: AppDeps, services: Services): CallDefinition[] {
  void deps;
  return [
    ...settingsCalls(services),
    ...catalogueCalls(services),
    ...propertyCalls(services),
    ...propertyManageCalls(services),
    ...propertyPostCalls(services),
    ...homepageCalls(services),
    ...personalisedCalls(services),
    ...agentCalls(services),
    ...projectCalls(services),
    ...projectManageCalls(services),
    ...projectPostCalls(services),
    ...mortgageCalls(services),
    ...packageCalls(services),
    ...paymentCalls(services),
    ...advertisementCalls(services),
    ...listingMarkCalls(services),
    ...chatCalls(services),
    ...notificationCalls(services),
    ...pushCalls(services),
    ...savedSearchCalls(services),
    ...contactCalls(services),
    ...seoCalls(services),
    ...accountCalls(services),
    ...profileCalls(services),
    ...accountAdminCalls(services),
    ...auditCalls(services),
    ...dashboardCalls(services),
    ...notificationAdminCalls(services),
    ...moderationCalls(services),
    ...listingAdminCalls(services),
    ...packageAdminCalls(services),
    ...categoryAdminCalls(services),
    ...facilityAdminCalls(services),
    ...reportReasonAdminCalls(services),
    ...contactAdminCalls(services),
    ...listingReportAdminCalls(services),
    ...cityAdminCalls(services),
    ...contentAdminCalls(services),
    ...articleImageCalls(services),
    ...catalogueImageCalls(services),
    ...paymentGatewayAdminCalls(services),
    ...paymentAdminCalls(services),
    ...advertisementAdminCalls(services),
    ...chatAdminCalls(services),
    ...chatReportAdminCalls(services),
    ...chatSettingsAdminCalls(services),
    ...verificationCalls(services),
    ...verificationAdminCalls(services),
    ...settingsAdminCalls(services),
    ...seoSettingsCalls(services),
    ...homepageSectionsCalls(services),
    ...sliderAdminCalls(services),
    ...languageAdminCalls(services),
    ...memberAdminCalls(services),
    ...staffAdminCalls(services),
    ...staffRoleCalls(services),
  ];
}
