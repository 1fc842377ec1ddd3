/** Outdoor facilities with a plausible distance range in km for listings. */
export const FACILITIES: ReadonlyArray<{
  name: string;
  icon: string;
  km: readonly [number, number];
  coastalOnly?: boolean;
}> = [
  { name: 'School', icon: 'school', km: [0.3, 3] },
  { name: 'Hospital', icon: 'hospital', km: [0.8, 6] },
  { name: 'Metro station', icon: 'metro', km: [0.3, 4] },
  { name: 'Bus stop', icon: 'bus', km: [0.1, 1] },
  { name: 'Airport', icon: 'airport', km: [6, 35] },
  { name: 'Shopping mall', icon: 'mall', km: [0.8, 6] },
  { name: 'Park', icon: 'park', km: [0.2, 2.5] },
  { name: 'Beach', icon: 'beach', km: [0.4, 8], coastalOnly: true },
  { name: 'Gym', icon: 'gym', km: [0.2, 2] },
  { name: 'Bank', icon: 'bank', km: [0.2, 2] },
  { name: 'Pharmacy', icon: 'pharmacy', km: [0.1, 1.5] },
  { name: 'Restaurant', icon: 'restaurant', km: [0.1, 1.5] },
  { name: 'Supermarket', icon: 'supermarket', km: [0.2, 2] },
  { name: 'Railway station', icon: 'railway', km: [0.8, 10] },
  { name: 'Place of worship', icon: 'worship', km: [0.2, 2] },
];

export const REPORT_REASONS: readonly string[] = [
  'Misleading or incorrect information',
  'The property is no longer available',
  'Suspected fraud or scam',
  'Duplicate listing',
  'Inappropriate photos or content',
  'Wrong price or location',
];

/** Texts members send with reports (reason 0, "Other", keeps only this text). */
export const REPORT_MESSAGES: readonly string[] = [
  'The photos look like a different building from the one at this address.',
  'The owner asked for a deposit before any viewing, which felt wrong.',
  'I called and was told this flat was let two weeks ago.',
  'The same unit is posted three times with different prices.',
];

export const REJECTION_REASONS: readonly string[] = [
  'Photos do not match the address given. Please upload pictures of the actual property.',
  'The price looks like a placeholder. Please enter the real asking price.',
  'Ownership documents are missing for this plot. Please add a title document.',
  'The description contains contact details. Please use the chat instead.',
];

/** The fixed package feature catalogue (clients rely on these ids). */
export const PACKAGE_FEATURES = [
  { id: 1, type: 'property_list', name: 'Property List' },
  { id: 2, type: 'property_feature', name: 'Property Feature List' },
  { id: 3, type: 'project_list', name: 'Project List' },
  { id: 4, type: 'project_feature', name: 'Project Feature List' },
  { id: 5, type: 'mortgage_calculator_detail', name: 'Mortgage Calculator Detail Access' },
  { id: 6, type: 'premium_properties', name: 'Premium Properties Access' },
  { id: 7, type: 'project_access', name: 'Project List Access' },
] as const;

export type FeatureType = (typeof PACKAGE_FEATURES)[number]['type'];

export interface PackageDef {
  name: string;
  type: 'free' | 'paid';
  price: number;
  duration: number;
  /** Limited features with their count; `null` means unlimited. Access features are always unlimited. */
  features: Partial<Record<FeatureType, number | null>>;
}

export const PACKAGES: readonly PackageDef[] = [
  { name: 'Basic', type: 'free', price: 0, duration: 720, features: { property_list: 3, project_list: 1 } },
  {
    name: 'Silver',
    type: 'paid',
    price: 19.99,
    duration: 720,
    features: { property_list: 10, property_feature: 2, project_list: 2, mortgage_calculator_detail: null },
  },
  {
    name: 'Gold',
    type: 'paid',
    price: 49.99,
    duration: 720,
    features: {
      property_list: 30,
      property_feature: 10,
      project_list: 5,
      project_feature: 3,
      mortgage_calculator_detail: null,
      premium_properties: null,
      project_access: null,
    },
  },
  {
    name: 'Platinum',
    type: 'paid',
    price: 99.99,
    duration: 720,
    features: {
      property_list: null,
      property_feature: 25,
      project_list: null,
      project_feature: 25,
      mortgage_calculator_detail: null,
      premium_properties: null,
      project_access: null,
    },
  },
];

export const FAQS: ReadonlyArray<readonly [string, string]> = [
  [
    'How do I know a listing is genuine?',
    'Every listing is reviewed by our team before it goes live, and agents with a verified badge have shown us their licence. Still, always visit the property, meet the owner or agent in person and never pay a deposit before you have seen the home and a written agreement.',
  ],
  [
    'Do I have to pay to browse or contact owners?',
    'No. Browsing, saving favourites and chatting with owners and agents are free. Packages are only needed to post more listings, feature them, or unlock premium listings and detailed mortgage schedules.',
  ],
  [
    'What is the difference between a sale price and a rent price?',
    'Sale listings show the full asking price. Rental listings show the rent for the stated period (daily, monthly, quarterly or yearly) and usually exclude deposits, service charges and utilities unless the description says otherwise.',
  ],
  [
    'How much deposit should I expect when renting?',
    'It depends on the city: one to two months is common in the UK and US, while landlords in parts of India and Kenya may ask for three to six months. Ask for the amount in writing and get a receipt for every payment.',
  ],
  [
    'Which documents should I check before buying a property?',
    'Ask for the title deed or sale deed, approved building plans, an encumbrance or land registry extract, recent tax receipts and, for apartments, the society or owners association no-objection certificate. A property lawyer can check them for you.',
  ],
  [
    'How do I post my property?',
    'Create an account, complete your profile (name, email, phone, photo and address) and choose "Add property". Add clear photos, the exact location and honest details. Your listing goes live after a quick review.',
  ],
  [
    'Why is my listing still pending?',
    'New and edited listings are checked by our moderators, usually within one working day. If something is missing we reject it with a reason so you can fix it and submit it again.',
  ],
  [
    'What does "featured" mean?',
    'Featured listings are promoted by their owners with a package. They appear first in search results and in the featured section of the home page for the length of the promotion.',
  ],
  [
    'How do I become a verified agent?',
    'Open "Agent verification" in your profile and send your licence number, licence type, a scan of the licence and your experience. Our team reviews applications and you get a notification with the result.',
  ],
  [
    'Can I use the mortgage calculator without an account?',
    'Yes. The calculator shows your monthly payment, total interest and total amount to everyone. The month-by-month repayment schedule is included in paid packages.',
  ],
  [
    'What is carpet area, built-up area and super built-up area?',
    'Carpet area is the floor you can actually cover with a carpet inside the walls. Built-up area adds the wall thickness and balconies. Super built-up area also adds a share of lobbies, lifts and other common areas. Our listings show the area the owner declares, so ask which one it is.',
  ],
  [
    'How do I report a suspicious listing?',
    'Open the listing and choose "Report". Pick a reason or describe the problem. Our team reviews every report and removes listings that break the rules.',
  ],
  [
    'Can I change my mind after buying a package?',
    'Packages start as soon as payment succeeds and units you use are not refunded. If a payment fails or you were charged twice, contact us with the transaction id from your transaction history.',
  ],
  [
    'How do I mark my property as sold or rented?',
    'Go to "My properties", open the listing and choose "Mark as sold" or "Mark as rented". The listing stays visible to people who saved it, with its new status, and disappears from search.',
  ],
  [
    'Is my phone number shown to everyone?',
    'No. Your contact details are only shown to signed-in members, and you can always talk through the built-in chat instead of sharing your number.',
  ],
];
