import { z } from 'zod';
import { PACKAGE_CHECK_TYPES } from '../constants/enums.constants.js';
import { enumParam, idParam, pagination, required } from './params.schema.js';

/** Platforms a package list is asked for: `ios` lists only packages sold in the App Store. */
export const PACKAGE_PLATFORMS = ['web', 'app', 'ios'] as const;

/** Inputs of `GET get-package`. */
export const packageListQuerySchema = z.object({
  platform_type: enumParam('platform_type', PACKAGE_PLATFORMS).optional(),
});

/** Inputs of `POST assign_package` (free packages only). */
export const assignPackageSchema = z.object({
  package_id: required(idParam('package_id')),
});

/** Inputs of `GET check-package-limit`. */
export const packageLimitQuerySchema = z.object({
  type: required(enumParam('type', PACKAGE_CHECK_TYPES)),
});

/**
 * Inputs of `GET get-user-subscriptions` (beyond the spec, contract §3.8): my subscriptions,
 * active and ended, a page at a time.
 */
export const userSubscriptionsQuerySchema = z.object(pagination(10, 50));

export type PackageListQuery = z.output<typeof packageListQuerySchema>;
export type AssignPackageInput = z.output<typeof assignPackageSchema>;
export type PackageLimitQuery = z.output<typeof packageLimitQuerySchema>;
export type UserSubscriptionsQuery = z.output<typeof userSubscriptionsQuerySchema>;
