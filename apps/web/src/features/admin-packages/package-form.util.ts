import { PACKAGE_CHECK_TYPES, type PackageCheckType } from '@domus/shared/constants/enums.constants';
import { type AdminPackageInput, isAccessFeature } from '@domus/shared/schemas/admin-package.schema';
import type { AdminPackage } from './admin-packages.types';

// The package form's values as typed, the body the API takes, and the field errors of the shared
// schema (or of the API's answer) keyed by the form's fields. Pure, so it is tested on its own.

export interface FeatureRow {
  included: boolean;
  unlimited: boolean;
  limit: string;
}

export interface PackageFormValues {
  name: string;
  price: string;
  duration: string;
  unit: 'days' | 'hours';
  neverExpires: boolean;
  onSale: boolean;
  iosProductId: string;
  features: Record<PackageCheckType, FeatureRow>;
}

/** Field → message; a feature's errors are keyed `feature:<type>`. */
export type PackageFormErrors = Record<string, string>;

export function initialPackageValues(pkg: AdminPackage | null): PackageFormValues {
  const hours = pkg?.duration ?? null;
  const inDays = hours === null || hours % 24 === 0;
  const features = Object.fromEntries(
    PACKAGE_CHECK_TYPES.map((type) => {
      const own = pkg?.features.find((f) => f.type === type);
      return [
        type,
        {
          included: !!own,
          unlimited: own ? own.limit_type === 'unlimited' : isAccessFeature(type),
          limit: own?.limit != null ? String(own.limit) : '',
        },
      ];
    }),
  ) as Record<PackageCheckType, FeatureRow>;
  return {
    name: pkg?.name ?? '',
    price: pkg ? String(pkg.price) : '',
    duration: hours === null ? (pkg ? '' : '30') : String(inDays ? hours / 24 : hours),
    unit: inDays ? 'days' : 'hours',
    neverExpires: pkg !== null && hours === null,
    onSale: pkg?.on_sale ?? true,
    iosProductId: pkg?.ios_product_id ?? '',
    features,
  };
}

const text = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** Days become hours; anything that is not a whole number goes as typed, for the schema to name. */
function durationHours(values: PackageFormValues): string | undefined {
  const typed = text(values.duration);
  if (typed === undefined || values.unit === 'hours' || !/^\d+$/.test(typed)) return typed;
  return String(Number(typed) * 24);
}

/** What the form sends (before the schema's parsing): empty fields are absent, as the API reads them. */
export function packageBody(values: PackageFormValues): Record<string, unknown> {
  return {
    name: text(values.name),
    price: text(values.price),
    duration: values.neverExpires ? undefined : durationHours(values),
    never_expires: values.neverExpires,
    on_sale: values.onSale,
    ios_product_id: text(values.iosProductId),
    features: PACKAGE_CHECK_TYPES.filter((type) => values.features[type].included).map((type) => {
      const row = values.features[type];
      const unlimited = row.unlimited || isAccessFeature(type);
      return unlimited
        ? { type, limit_type: 'unlimited' }
        : { type, limit_type: 'limited', limit: text(row.limit) };
    }),
  };
}

/** Field errors of the schema or the API (`features.2.limit`) keyed by the form's fields. */
export function formErrors(
  issues: { field: string; message: string }[],
  body: Record<string, unknown>,
): PackageFormErrors {
  const features = (body.features ?? []) as { type: string }[];
  const out: PackageFormErrors = {};
  for (const { field, message } of issues) {
    const match = /^features\.(\d+)/.exec(field);
    const key = match ? `feature:${features[Number(match[1])]?.type ?? ''}` : field;
    out[key] ??= message;
  }
  return out;
}

/** The schema's verdict on the form: the body to send, or the errors to show. */
export async function checkPackageForm(
  values: PackageFormValues,
): Promise<{ body: AdminPackageInput } | { errors: PackageFormErrors }> {
  const { adminPackageSchema, packageCrossFieldIssues } = await import(
    '@domus/shared/schemas/admin-package.schema'
  );
  const body = packageBody(values);
  const parsed = adminPackageSchema.safeParse(body);
  if (parsed.success) return { body: parsed.data };
  // A missing name or price stops zod before its rules across fields: run them too, so every
  // message shows at once.
  const issues = [...parsed.error.issues, ...packageCrossFieldIssues(body)].map((issue) => ({
    field: issue.path.map(String).join('.') || 'input',
    message: issue.message,
  }));
  return { errors: formErrors(issues, body) };
}
