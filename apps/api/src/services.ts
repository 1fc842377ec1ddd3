import type { AppDeps } from './app-deps.js';
import { accessGuard } from './modules/access/access-guard.js';
import { accountService } from './modules/accounts/account.service.js';
import { accountDeletionService } from './modules/accounts/account-deletion.service.js';
import { accountStatusService } from './modules/accounts/account-status.service.js';
import { memberAdminService } from './modules/accounts/member-admin.service.js';
import { profileService } from './modules/accounts/profile.service.js';
import { signInTicketService } from './modules/accounts/sign-in-ticket.service.js';
import { staffAdminService } from './modules/accounts/staff-admin.service.js';
import { advertisementService } from './modules/advertisements/advertisement.service.js';
import { advertisementAdminService } from './modules/advertisements/advertisement-admin.service.js';
import { agentService } from './modules/agents/agent.service.js';
import { auditService } from './modules/audit/audit.service.js';
import { catalogueService } from './modules/catalogue/catalogue.service.js';
import { catalogueImageService } from './modules/catalogue/catalogue-image.service.js';
import { categoryAdminService } from './modules/catalogue/category-admin.service.js';
import { cityAdminService } from './modules/catalogue/city-admin.service.js';
import { facilityAdminService } from './modules/catalogue/facility-admin.service.js';
import { reportReasonAdminService } from './modules/catalogue/report-reason-admin.service.js';
import { chatService } from './modules/chat/chat.service.js';
import { chatAdminService } from './modules/chat/chat-admin.service.js';
import { chatReportService } from './modules/chat/chat-report.service.js';
import { chatSettingsAdminService } from './modules/chat/chat-settings-admin.service.js';
import { contactService } from './modules/contact/contact.service.js';
import { contactAdminService } from './modules/contact/contact-admin.service.js';
import { articleAdminService } from './modules/content/article-admin.service.js';
import { articleImageService } from './modules/content/article-image.service.js';
import { faqPageAdminService } from './modules/content/faq-page-admin.service.js';
import { dashboardService } from './modules/dashboard/dashboard.service.js';
import { homepageService } from './modules/homepage/homepage.service.js';
import { homepageSectionsService } from './modules/homepage/homepage-sections.service.js';
import { sliderAdminService } from './modules/homepage/slider-admin.service.js';
import { languageAdminService } from './modules/languages/language-admin.service.js';
import { listingAdminService } from './modules/listing-admin/listing-admin.service.js';
import { listingMarkService } from './modules/marks/listing-mark.service.js';
import { moderationService } from './modules/moderation/moderation.service.js';
import { mortgageService } from './modules/mortgage/mortgage.service.js';
import { notificationService } from './modules/notifications/notification.service.js';
import { notificationAdminService } from './modules/notifications/notification-admin.service.js';
import { notificationMailChannel } from './modules/notifications/notification-mail.js';
import { notificationPushChannel } from './modules/notifications/notification-push.js';
import { notificationRealtimeChannel } from './modules/notifications/notification-realtime.js';
import { oidcService } from './modules/oidc/oidc.service.js';
import { packageService } from './modules/packages/package.service.js';
import { packageAccessService } from './modules/packages/package-access.service.js';
import { packageAdminService } from './modules/packages/package-admin.service.js';
import { paymentService } from './modules/payments/payment.service.js';
import { paymentAdminService } from './modules/payments/payment-admin.service.js';
import { paymentGatewayAdminService } from './modules/payments/payment-gateway-admin.service.js';
import { paymentWebhookService } from './modules/payments/payment-webhook.service.js';
import { personalisedService } from './modules/personalised/personalised.service.js';
import { projectService } from './modules/projects/project.service.js';
import { projectManageService } from './modules/projects/project-manage.service.js';
import { projectOwnerService } from './modules/projects/project-owner.service.js';
import { projectPostService } from './modules/projects/project-post.service.js';
import { propertyService } from './modules/properties/property.service.js';
import { propertyManageService } from './modules/properties/property-manage.service.js';
import { propertyOwnerService } from './modules/properties/property-owner.service.js';
import { propertyPostService } from './modules/properties/property-post.service.js';
import { pushService } from './modules/push/push.service.js';
import { listingReportAdminService } from './modules/reports/listing-report-admin.service.js';
import { alertSweepService } from './modules/saved-searches/alert-sweep.service.js';
import { savedSearchService } from './modules/saved-searches/saved-search.service.js';
import { seoService } from './modules/seo/seo.service.js';
import { seoSettingsService } from './modules/seo/seo-settings.service.js';
import { sessionService } from './modules/sessions/session.service.js';
import { settingsService } from './modules/settings/settings.service.js';
import { settingsAdminService } from './modules/settings/settings-admin.service.js';
import { staffRoleService } from './modules/staff/staff-role.service.js';
import { verificationService } from './modules/verification/verification.service.js';
import { verificationAdminService } from './modules/verification/verification-admin.service.js';

/** Every service, built once per app. Modules reach each other only through this object. */
export function createServices(deps: AppDeps) {
  const packages = packageAccessService(deps);
  const settings = settingsService(deps, packages);
  const catalogue = catalogueService(deps, settings);
  const properties = propertyService(deps, settings, packages, catalogue);
  const projects = projectService(deps, settings, packages, catalogue);
  const agents = agentService(deps, settings, packages, properties, projects);
  const personalised = personalisedService(deps, catalogue, properties, packages);
  const audit = auditService(deps);
  const homepageSections = homepageSectionsService(deps, audit);
  const homepage = homepageService(
    deps,
    properties,
    projects,
    agents,
    catalogue,
    personalised,
    homepageSections,
  );
  const push = pushService(deps, settings);
  const sessions = sessionService(deps, push);
  const access = accessGuard(deps, settings);
  const oidc = oidcService(deps, signInTicketService(deps));
  const accounts = accountService(deps, settings, sessions, push, () => oidc);
  const propertyManage = propertyManageService(deps, access);
  const propertyOwner = propertyOwnerService(deps, properties);
  const projectOwner = projectOwnerService(deps, projects);
  const notifications = notificationService(deps, [
    notificationMailChannel(deps, () => settings.get('company_name')),
    notificationRealtimeChannel(deps),
    notificationPushChannel(deps, push),
  ]);
  const subscriptions = packageService(deps, packages, access, settings, notifications);
  const payments = paymentService(deps, access, settings, subscriptions);
  const chat = chatService(deps, access, settings, notifications, push);
  const savedSearches = savedSearchService(deps, properties);
  const accountStatus = accountStatusService(deps, sessions, audit);
  const staffRoles = staffRoleService(deps, audit);
  const accountDeletion = accountDeletionService(deps, access, sessions);
  const memberAdmin = memberAdminService(deps, audit, accountStatus, accounts, accountDeletion);
  const propertyPost = propertyPostService(
    deps,
    access,
    settings,
    catalogue,
    packages,
    propertyManage,
    propertyOwner,
  );
  const projectPost = projectPostService(deps, access, settings, catalogue, packages, projectOwner);
  const catalogueImage = catalogueImageService(deps, audit);
  return {
    clock: deps.now,
    packages,
    subscriptions,
    packageAdmin: packageAdminService(deps, audit),
    categoryAdmin: categoryAdminService(deps, audit),
    facilityAdmin: facilityAdminService(deps, audit),
    reportReasonAdmin: reportReasonAdminService(deps, audit),
    cityAdmin: cityAdminService(deps, audit),
    articleAdmin: articleAdminService(deps, audit),
    faqPageAdmin: faqPageAdminService(deps, audit, settings),
    catalogueImage,
    articleImage: articleImageService(catalogueImage),
    payments,
    paymentGatewayAdmin: paymentGatewayAdminService(deps, settings, audit, payments),
    paymentWebhooks: paymentWebhookService(deps, subscriptions, notifications),
    advertisements: advertisementService(deps, access, settings, packages, notifications),
    settings,
    properties,
    projects,
    agents,
    catalogue,
    homepage,
    homepageSections,
    sliderAdmin: sliderAdminService(deps, audit),
    personalised,
    chat,
    chatAdmin: chatAdminService(chat, audit),
    chatReports: chatReportService(deps, access, settings, audit),
    chatSettingsAdmin: chatSettingsAdminService(settings, audit),
    settingsAdmin: settingsAdminService(deps, settings, audit),
    languageAdmin: languageAdminService(deps, settings, audit),
    marks: listingMarkService(deps, access, properties, packages),
    propertyManage,
    propertyOwner,
    propertyPost,
    projectManage: projectManageService(deps, access),
    projectOwner,
    projectPost,
    listingAdmin: listingAdminService(deps, settings, audit, notifications, propertyPost, projectPost),
    contact: contactService(deps, settings),
    contactAdmin: contactAdminService(deps, settings, audit),
    mortgage: mortgageService(deps, packages),
    seo: seoService(deps),
    seoSettings: seoSettingsService(deps, settings, audit),
    savedSearches,
    alertSweep: alertSweepService(deps, properties, notifications, settings, savedSearches),
    sessions,
    push,
    access,
    profile: profileService(deps, access, push),
    accountDeletion,
    accountStatus,
    staffRoles,
    memberAdmin,
    staffAdmin: staffAdminService(deps, audit, staffRoles, memberAdmin),
    audit,
    notifications,
    moderation: moderationService(deps, settings, audit, notifications),
    listingReportAdmin: listingReportAdminService(deps, audit, notifications, accountStatus),
    dashboard: dashboardService(deps),
    notificationAdmin: notificationAdminService(deps, audit, notifications),
    paymentAdmin: paymentAdminService(deps, settings, subscriptions, audit, notifications),
    advertisementAdmin: advertisementAdminService(deps, audit, notifications),
    verification: verificationService(deps, access, staffRoles),
    verificationAdmin: verificationAdminService(deps, audit, notifications),
    accounts,
    oidc,
    deps,
  };
}

export type Services = ReturnType<typeof createServices>;
