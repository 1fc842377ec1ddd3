/**
 * A small gazetteer for the demo data, compiled by hand for this project (public-domain facts:
 * city names, approximate centre coordinates, regions and well-known neighbourhoods). Prices are
 * rough market levels in US dollars so a Mumbai flat, a London flat and a Nairobi plot each look
 * plausible next to the others.
 */
export interface GazetteerCity {
  name: string;
  state: string;
  country: string;
  latitude: number;
  longitude: number;
  areas: readonly string[];
  /** Typical sale price per square foot of a mid-market home, USD. */
  pricePerSqft: number;
  /** Gross yearly rental yield, used to turn sale prices into rents. */
  rentYield: number;
  coastal: boolean;
  /** E.164 prefix for phone numbers of people based there. */
  dialCode: string;
}

export type CountryStyle = 'india' | 'uae' | 'uk' | 'us' | 'kenya';

export const COUNTRY_STYLE: Record<string, CountryStyle> = {
  India: 'india',
  'United Arab Emirates': 'uae',
  'United Kingdom': 'uk',
  'United States': 'us',
  Kenya: 'kenya',
};

const IN = { country: 'India', dialCode: '+91', rentYield: 0.032 };
const AE = { country: 'United Arab Emirates', dialCode: '+971', rentYield: 0.065 };
const UK = { country: 'United Kingdom', dialCode: '+44', rentYield: 0.05 };
const US = { country: 'United States', dialCode: '+1', rentYield: 0.052 };
const KE = { country: 'Kenya', dialCode: '+254', rentYield: 0.072 };

export const GAZETTEER: readonly GazetteerCity[] = [
  {
    ...IN,
    name: 'Mumbai',
    state: 'Maharashtra',
    latitude: 19.076,
    longitude: 72.8777,
    areas: ['Bandra West', 'Andheri East', 'Powai', 'Worli', 'Juhu', 'Malad West', 'Chembur'],
    pricePerSqft: 340,
    coastal: true,
  },
  {
    ...IN,
    name: 'Bengaluru',
    state: 'Karnataka',
    latitude: 12.9716,
    longitude: 77.5946,
    areas: ['Koramangala', 'Indiranagar', 'Whitefield', 'HSR Layout', 'Jayanagar', 'Hebbal'],
    pricePerSqft: 125,
    coastal: false,
  },
  {
    ...IN,
    name: 'Pune',
    state: 'Maharashtra',
    latitude: 18.5204,
    longitude: 73.8567,
    areas: ['Koregaon Park', 'Baner', 'Hinjewadi', 'Kothrud', 'Viman Nagar', 'Kharadi'],
    pricePerSqft: 105,
    coastal: false,
  },
  {
    ...IN,
    name: 'New Delhi',
    state: 'Delhi',
    latitude: 28.6139,
    longitude: 77.209,
    areas: ['Vasant Kunj', 'Saket', 'Dwarka', 'Greater Kailash', 'Hauz Khas', 'Defence Colony'],
    pricePerSqft: 160,
    coastal: false,
  },
  {
    ...IN,
    name: 'Hyderabad',
    state: 'Telangana',
    latitude: 17.385,
    longitude: 78.4867,
    areas: ['Banjara Hills', 'Jubilee Hills', 'Gachibowli', 'Madhapur', 'Kondapur', 'Kukatpally'],
    pricePerSqft: 95,
    coastal: false,
  },
  {
    ...IN,
    name: 'Chennai',
    state: 'Tamil Nadu',
    latitude: 13.0827,
    longitude: 80.2707,
    areas: ['Adyar', 'Anna Nagar', 'Velachery', 'T. Nagar', 'Besant Nagar', 'Porur'],
    pricePerSqft: 100,
    coastal: true,
  },
  {
    ...IN,
    name: 'Jaipur',
    state: 'Rajasthan',
    latitude: 26.9124,
    longitude: 75.7873,
    areas: ['Malviya Nagar', 'Vaishali Nagar', 'C-Scheme', 'Mansarovar', 'Jagatpura'],
    pricePerSqft: 60,
    coastal: false,
  },
  {
    ...AE,
    name: 'Dubai',
    state: 'Dubai',
    latitude: 25.2048,
    longitude: 55.2708,
    areas: [
      'Dubai Marina',
      'Downtown Dubai',
      'Jumeirah Village Circle',
      'Palm Jumeirah',
      'Business Bay',
      'Arabian Ranches',
    ],
    pricePerSqft: 460,
    coastal: true,
  },
  {
    ...AE,
    name: 'Abu Dhabi',
    state: 'Abu Dhabi',
    latitude: 24.4539,
    longitude: 54.3773,
    areas: ['Al Reem Island', 'Saadiyat Island', 'Khalifa City', 'Al Raha Beach', 'Yas Island'],
    pricePerSqft: 380,
    coastal: true,
  },
  {
    ...AE,
    name: 'Sharjah',
    state: 'Sharjah',
    latitude: 25.3463,
    longitude: 55.4209,
    areas: ['Al Majaz', 'Al Nahda', 'Al Khan', 'Muwaileh', 'Al Taawun'],
    pricePerSqft: 190,
    coastal: true,
  },
  {
    ...UK,
    name: 'London',
    state: 'England',
    latitude: 51.5074,
    longitude: -0.1278,
    areas: ['Islington', 'Clapham', 'Canary Wharf', 'Hackney', 'Kensington', 'Greenwich', 'Camden Town'],
    pricePerSqft: 1050,
    coastal: false,
  },
  {
    ...UK,
    name: 'Manchester',
    state: 'England',
    latitude: 53.4808,
    longitude: -2.2426,
    areas: ['Ancoats', 'Didsbury', 'Chorlton', 'Salford Quays', 'Northern Quarter', 'Withington'],
    pricePerSqft: 330,
    coastal: false,
  },
  {
    ...UK,
    name: 'Edinburgh',
    state: 'Scotland',
    latitude: 55.9533,
    longitude: -3.1883,
    areas: ['Leith', 'Stockbridge', 'Morningside', 'Marchmont', 'New Town', 'Portobello'],
    pricePerSqft: 390,
    coastal: true,
  },
  {
    ...UK,
    name: 'Bristol',
    state: 'England',
    latitude: 51.4545,
    longitude: -2.5879,
    areas: ['Clifton', 'Redland', 'Harbourside', 'Bishopston', 'Southville'],
    pricePerSqft: 420,
    coastal: false,
  },
  {
    ...US,
    name: 'New York',
    state: 'New York',
    latitude: 40.7128,
    longitude: -74.006,
    areas: ['Upper West Side', 'Williamsburg', 'Astoria', 'Harlem', 'Park Slope', 'Chelsea'],
    pricePerSqft: 1250,
    coastal: true,
  },
  {
    ...US,
    name: 'Austin',
    state: 'Texas',
    latitude: 30.2672,
    longitude: -97.7431,
    areas: ['South Congress', 'Hyde Park', 'Mueller', 'East Austin', 'Zilker', 'Travis Heights'],
    pricePerSqft: 320,
    coastal: false,
  },
  {
    ...US,
    name: 'Miami',
    state: 'Florida',
    latitude: 25.7617,
    longitude: -80.1918,
    areas: ['Brickell', 'Coconut Grove', 'Wynwood', 'Little Havana', 'Edgewater', 'Coral Way'],
    pricePerSqft: 560,
    coastal: true,
  },
  {
    ...US,
    name: 'Seattle',
    state: 'Washington',
    latitude: 47.6062,
    longitude: -122.3321,
    areas: ['Capitol Hill', 'Ballard', 'Fremont', 'Queen Anne', 'Green Lake', 'West Seattle'],
    pricePerSqft: 600,
    coastal: true,
  },
  {
    ...US,
    name: 'San Francisco',
    state: 'California',
    latitude: 37.7749,
    longitude: -122.4194,
    areas: ['Mission District', 'Noe Valley', 'SoMa', 'Pacific Heights', 'Sunset District', 'Bernal Heights'],
    pricePerSqft: 1000,
    coastal: true,
  },
  {
    ...KE,
    name: 'Nairobi',
    state: 'Nairobi County',
    latitude: -1.2921,
    longitude: 36.8219,
    areas: ['Westlands', 'Kilimani', 'Karen', 'Lavington', 'Kileleshwa', 'Runda'],
    pricePerSqft: 120,
    coastal: false,
  },
  {
    ...KE,
    name: 'Mombasa',
    state: 'Mombasa County',
    latitude: -4.0435,
    longitude: 39.6682,
    areas: ['Nyali', 'Bamburi', 'Shanzu', 'Tudor', 'Kizingo'],
    pricePerSqft: 85,
    coastal: true,
  },
  {
    ...KE,
    name: 'Kisumu',
    state: 'Kisumu County',
    latitude: -0.0917,
    longitude: 34.768,
    areas: ['Milimani', 'Tom Mboya', 'Riat Hills', 'Mamboleo', 'Nyalenda'],
    pricePerSqft: 50,
    coastal: false,
  },
];

/** Street names per country, for listing addresses. */
export const STREETS: Record<CountryStyle, readonly string[]> = {
  india: [
    'MG Road',
    'Link Road',
    'Station Road',
    'Ring Road',
    'Nehru Marg',
    'Gandhi Path',
    'Lake View Road',
    'Temple Street',
    'Main Avenue',
  ],
  uae: [
    'Al Wasl Road',
    'Sheikh Zayed Road',
    'Corniche Road',
    'Al Khail Road',
    'Marina Walk',
    'Al Saada Street',
    'Hessa Street',
  ],
  uk: [
    'Church Road',
    'Station Road',
    'Victoria Street',
    'Park Lane',
    'Queens Road',
    'High Street',
    'Mill Lane',
    'Albert Terrace',
    'Elm Grove',
  ],
  us: [
    'Maple Street',
    'Oak Avenue',
    'Elm Street',
    'Lakeview Drive',
    'Park Avenue',
    'Cedar Lane',
    'Washington Street',
    'Pine Street',
    'Sunset Boulevard',
  ],
  kenya: [
    'Ngong Road',
    'Waiyaki Way',
    'Argwings Kodhek Road',
    'Riverside Drive',
    'Links Road',
    'Oginga Odinga Street',
    'James Gichuru Road',
  ],
};

/** Residential building names used in apartment addresses (India, UAE and Kenya style). */
export const BUILDING_NAMES: readonly string[] = [
  'Palm Grove Residency',
  'Sunrise Heights',
  'Skyline Towers',
  'Green Acres',
  'Marina Crest',
  'Silver Oak Apartments',
  'Lakeshore Court',
  'Harmony Residences',
  'Cedar Park',
  'Orchid Gardens',
  'Horizon View',
  'Royal Enclave',
];
