import { z } from 'zod';
import { PACKAGE_CHECK_TYPES } from '../constants/enums.constants.js';
import { enumParam, idParam, required } from './params.schema.js';

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

export type PackageListQuery = z.output<typeof packageListQuerySchema>;
export type AssignPackageInput = z.output<typeof assignPackageSchema>;
export type PackageLimitQuery = z.output<typeof packageLimitQuerySchema>;
