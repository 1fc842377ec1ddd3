import { z } from 'zod';
import {
  LIMITED_CHECK_TYPES,
  PACKAGE_CHECK_TYPES,
  type PackageCheckType,
} from '../constants/enums.constants';
import {
  boolParam,
  enumParam,
  idParam,
  intParam,
  moneyParam,
  pagination,
  required,
  textParam,
} from './params.schema';

// The operators' package calls (admin/packages) and the console's package form: one set of rules
// and messages for both (contract §2.10, §4.5). A package is a name, a price (0: free), a duration
// in hours or none, an on-sale switch and at least one feature of the fixed catalogue, each
// limited (a count) or unlimited.

export const PACKAGE_NAME_MAX = 150;
export const PACKAGE_LIMIT_MAX = 1_000_000;
/** Ten years: anything longer is a typo (a package without end says so with `never_expires`). */
export const PACKAGE_DURATION_MAX_HOURS = 87_600;
export const PACKAGE_LIMIT_TYPES = ['limited', 'unlimited'] as const;

/** Access features (mortgage details, premium properties, projects) are always unlimited (§2.10). */
export function isAccessFeature(type: PackageCheckType): boolean {
  return !(LIMITED_CHECK_TYPES as readonly string[]).includes(type);
}

export const PACKAGE_MESSAGES = {
  nameRequired: 'Name is required',
  priceRequired: 'Price is required',
  durationRequired: 'Duration is required, or choose Never expires',
  durationAndNever: 'Give a duration or choose Never expires, not both',
  featuresRequired: 'Choose at least one feature',
  duplicateFeature: 'Each feature can be listed only once',
  limitRequired: 'Enter a limit of at least 1, or choose Unlimited',
  accessUnlimited: 'Access features are always unlimited',
} as const;

const featureSchema = z
  .object({
    type: required(enumParam('Feature', PACKAGE_CHECK_TYPES)),
    limit_type: required(enumParam('Limit type', PACKAGE_LIMIT_TYPES)),
    limit: intParam('Limit', 1, PACKAGE_LIMIT_MAX).optional(),
  })
  .superRefine((feature, ctx) => {
    if (feature.limit_type === 'limited' && isAccessFeature(feature.type))
      ctx.addIssue({ code: 'custom', path: ['limit_type'], message: PACKAGE_MESSAGES.accessUnlimited });
    else if (feature.limit_type === 'limited' && feature.limit === undefined)
      ctx.addIssue({ code: 'custom', path: ['limit'], message: PACKAGE_MESSAGES.limitRequired });
  })
  // An unlimited feature has no count, whatever was sent with it.
  .transform((feature) => ({
    type: feature.type,
    limit_type: feature.limit_type,
    limit: feature.limit_type === 'limited' ? (feature.limit ?? null) : null,
  }));

const packageFields = {
  name: required(textParam('Name', PACKAGE_NAME_MAX), PACKAGE_MESSAGES.nameRequired),
  /** Major units, two decimals at most; 0 makes the package free. */
  price: required(moneyParam('Price'), PACKAGE_MESSAGES.priceRequired),
  /** Hours (the console asks in days or hours). Absent with `never_expires`: no end. */
  duration: intParam('Duration', 1, PACKAGE_DURATION_MAX_HOURS).optional(),
  never_expires: boolParam('Never expires').optional().default(false),
  on_sale: boolParam('On sale').optional().default(true),
  /** The App Store product sold for it (`get-package?platform_type=ios`); absent: none. */
  ios_product_id: textParam('App Store product id', 255).optional(),
  features: required(z.array(featureSchema), PACKAGE_MESSAGES.featuresRequired),
};

/**
 * The rules across fields, on the values as parsed or (when a field failed its own check) as
 * sent, hence the careful reads. They also run when another field failed (`when`), so one answer
 * names every problem; a missing required field stops zod before them, so the console's form runs
 * them itself as well (`packageCrossFieldIssues`).
 */
export function packageCrossFieldIssues(value: unknown): { path: (string | number)[]; message: string }[] {
  const { duration, never_expires: never, features } = (value ?? {}) as Record<string, unknown>;
  const issues: { path: (string | number)[]; message: string }[] = [];
  const neverExpires = never === true || never === 'true' || never === 1 || never === '1';
  if (neverExpires && duration !== undefined)
    issues.push({ path: ['duration'], message: PACKAGE_MESSAGES.durationAndNever });
  if (!neverExpires && duration === undefined)
    issues.push({ path: ['duration'], message: PACKAGE_MESSAGES.durationRequired });
  if (!Array.isArray(features)) return issues;
  if (features.length === 0) issues.push({ path: ['features'], message: PACKAGE_MESSAGES.featuresRequired });
  const seen = new Set<unknown>();
  features.forEach((feature: { type?: unknown } | undefined, index) => {
    const type = feature?.type;
    if (type !== undefined && seen.has(type))
      issues.push({ path: ['features', index, 'type'], message: PACKAGE_MESSAGES.duplicateFeature });
    seen.add(type);
  });
  return issues;
}

function packageRules(value: unknown, ctx: z.RefinementCtx) {
  for (const issue of packageCrossFieldIssues(value)) ctx.addIssue({ code: 'custom', ...issue });
}

const always = { when: () => true };

/**
 * `POST admin/packages`, and the console's form. `PATCH admin/packages/{id}` takes the same
 * fields and replaces them all (the API treats empty values as absent, so a partial update could
 * never clear the App Store id or the duration).
 */
export const adminPackageSchema = z.object(packageFields).superRefine(packageRules, always);

export const adminPackageUpdateSchema = z
  .object({ id: required(idParam('id')), ...packageFields })
  .superRefine(packageRules, always);

/** `GET admin/packages`: by name, on sale or not, newest first. */
export const adminPackageListQuerySchema = z.object({
  search: textParam('search', 100).optional(),
  on_sale: boolParam('on_sale').optional(),
  ...pagination(20, 100),
});

/** `GET` and `DELETE admin/packages/{id}`. */
export const adminPackageIdSchema = z.object({ id: required(idParam('id')) });

export type AdminPackageInput = z.output<typeof adminPackageSchema>;
export type AdminPackageUpdateInput = z.output<typeof adminPackageUpdateSchema>;
export type AdminPackageListQuery = z.output<typeof adminPackageListQuerySchema>;
export type AdminPackageFeatureInput = AdminPackageInput['features'][number];
