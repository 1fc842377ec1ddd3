// Enumerations of the API. Where an enum also has numeric input codes, the array index is
// the code (slider types: index + 1), so one table serves both the wire form and the input parser.

export const PROPERTY_TYPES = ['sell', 'rent', 'sold', 'rented'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Property / project `status`: the integer is the wire form, the word is accepted on input. */
export const LISTING_STATUSES = ['inactive', 'active'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const ADVERTISEMENT_STATUSES = ['approved', 'pending', 'rejected', 'expired'] as const;
export type AdvertisementStatus = (typeof ADVERTISEMENT_STATUSES)[number];

export const ADVERTISEMENT_FOR = ['property', 'project'] as const;
export type AdvertisementFor = (typeof ADVERTISEMENT_FOR)[number];

export const ADVERTISEMENT_PLACEMENTS = ['list', 'slider'] as const;
export type AdvertisementPlacement = (typeof ADVERTISEMENT_PLACEMENTS)[number];

export const PROJECT_TYPES = ['under_construction', 'upcoming'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

/** Spelt with capitals on the wire; input is case-insensitive. */
export const RENT_DURATIONS = ['Daily', 'Monthly', 'Quarterly', 'Yearly'] as const;
export type RentDuration = (typeof RENT_DURATIONS)[number];

/**
 * How many months one rent period covers. Sorting rents by price compares monthly equivalents
 * (a daily rate of 100 is dearer than a yearly rent of 12,000), so every period converts here.
 */
export const RENT_PERIOD_MONTHS: Readonly<Record<RentDuration, number>> = {
  Daily: 12 / 365,
  Monthly: 1,
  Quarterly: 3,
  Yearly: 12,
};

/** `logintype` 0 social (OpenID Connect), 1 phone, 2 Apple, 3 email + password. */
export const LOGIN_TYPES = ['social', 'phone', 'apple', 'email'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

export const VERIFICATION_STATUSES = ['initial', 'pending', 'success', 'failed'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const PACKAGE_TYPES = ['free', 'paid'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

export const LIMIT_TYPES = ['limited', 'unlimited'] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];

/** The seven package check types, in catalogue id order (id = index + 1, as the migration seeds them). */
export const PACKAGE_CHECK_TYPES = [
  'property_list',
  'property_feature',
  'project_list',
  'project_feature',
  'mortgage_calculator_detail',
  'premium_properties',
  'project_access',
] as const;
export type PackageCheckType = (typeof PACKAGE_CHECK_TYPES)[number];

/** Check types that are counted and so also need `limit_available`. */
export const LIMITED_CHECK_TYPES = [
  'property_list',
  'property_feature',
  'project_list',
  'project_feature',
] as const satisfies readonly PackageCheckType[];
export type LimitedCheckType = (typeof LIMITED_CHECK_TYPES)[number];

export const PAYMENT_STATUSES = ['pending', 'success', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Input is case-insensitive; responses use this spelling. */
export const PAYMENT_GATEWAYS = ['Stripe', 'Paypal', 'Paystack', 'Flutterwave', 'iPay'] as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number];

export const PLATFORM_TYPES = ['web', 'app'] as const;
export type PlatformType = (typeof PLATFORM_TYPES)[number];
/** `get-package` additionally accepts `ios` (App Store products). */
export const PACKAGE_PLATFORM_TYPES = ['web', 'app', 'ios'] as const;
export type PackagePlatformType = (typeof PACKAGE_PLATFORM_TYPES)[number];

export const CHAT_MESSAGE_TYPES = ['text', 'file', 'file_and_text', 'audio'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

export const PARAMETER_TYPES = [
  'textbox',
  'textarea',
  'dropdown',
  'radiobutton',
  'checkbox',
  'file',
  'number',
] as const;
export type ParameterType = (typeof PARAMETER_TYPES)[number];

export const VERIFICATION_FIELD_TYPES = [
  'text',
  'number',
  'radio',
  'checkbox',
  'dropdown',
  'textarea',
  'file',
] as const;
export type VerificationFieldType = (typeof VERIFICATION_FIELD_TYPES)[number];

export const DISTANCE_OPTIONS = ['m', 'km', 'mi', 'yd'] as const;
export type DistanceOption = (typeof DISTANCE_OPTIONS)[number];
export const DISTANCE_OPTION_LABELS = {
  m: 'meter',
  km: 'kilometer',
  mi: 'mile',
  yd: 'yard',
} as const satisfies Record<DistanceOption, string>;

/** Notification `type`: 0 general, 1 status update, 2 linked to a property. */
export const NOTIFICATION_TYPES = ['general', 'status_update', 'property'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Notification `send_type`: 0 to one user, 1 to all users. */
export const NOTIFICATION_SEND_TYPES = ['single', 'all'] as const;
export type NotificationSendType = (typeof NOTIFICATION_SEND_TYPES)[number];

/** Slider `type`; its `slider_type` code is the string of index + 1 ("1"…"4"). */
export const SLIDER_TYPES = ['Only Image', 'Category', 'Property', 'Other Link'] as const;
export type SliderType = (typeof SLIDER_TYPES)[number];

export function sliderTypeCode(type: SliderType): string {
  return String(SLIDER_TYPES.indexOf(type) + 1);
}

export function sliderTypeFromCode(code: string | number): SliderType | undefined {
  const index = Number(code) - 1;
  return Number.isInteger(index) ? SLIDER_TYPES[index] : undefined;
}

export interface ParseEnumOptions {
  /** Accept the array index (or its string form) as a numeric input code. */
  codes?: boolean;
  caseInsensitive?: boolean;
}

/**
 * Reads an enum input as the API accepts it: the string value, or the numeric code where the
 * enum has codes. Returns the canonical spelling, or undefined when the input is not a member.
 */
export function parseEnum<const T extends readonly string[]>(
  values: T,
  input: unknown,
  options: ParseEnumOptions = {},
): T[number] | undefined {
  if (typeof input === 'number' || (typeof input === 'string' && /^\d+$/.test(input.trim()))) {
    if (!options.codes) return undefined;
    const code = Number(input);
    return Number.isInteger(code) ? values[code] : undefined;
  }
  if (typeof input !== 'string') return undefined;
  const text = input.trim();
  if (options.caseInsensitive) {
    const lower = text.toLowerCase();
    return values.find((value) => value.toLowerCase() === lower);
  }
  return values.find((value) => value === text);
}

/** The numeric code of a coded enum value (its index). */
export function enumCode<const T extends readonly string[]>(values: T, value: T[number]): number {
  return values.indexOf(value);
}
