/** Demo people. All names, agencies and handles are invented; emails use reserved domains. */
export interface PersonDef {
  name: string;
  city: string;
  bio?: string;
  verification: 'initial' | 'pending' | 'success' | 'failed';
  social?: { facebook?: string; twitter?: string; instagram?: string; youtube?: string };
  /** Relative share of the listings of the owner's country. */
  listingWeight: number;
  active?: boolean;
}

/** The first agent is the demo agent account (agent@domus.local). */
export const AGENTS: readonly PersonDef[] = [
  {
    name: 'Aarav Mehta',
    city: 'Mumbai',
    verification: 'success',
    listingWeight: 3,
    bio: 'Founder of Mehta Realty Advisors. Fourteen years helping families and NRIs buy and rent homes across Mumbai and Pune, from first flats in Powai to sea-facing homes in Bandra.',
    social: {
      instagram: 'https://www.instagram.com/mehtarealty',
      facebook: 'https://www.facebook.com/mehtarealty',
      youtube: 'https://www.youtube.com/@mehtarealty',
    },
  },
  {
    name: 'Priya Nair',
    city: 'Bengaluru',
    verification: 'success',
    listingWeight: 1.5,
    bio: 'Residential specialist for east Bengaluru. I know every tech-park commute and which gated communities really have water all year.',
    social: { instagram: 'https://www.instagram.com/priyanair.homes' },
  },
  {
    name: 'Rohan Deshpande',
    city: 'Pune',
    verification: 'success',
    listingWeight: 1.2,
    bio: 'Pune native, RERA-registered broker. Plots, farmhouses and new launches around Baner, Hinjewadi and the Mulshi road.',
    social: { facebook: 'https://www.facebook.com/deshpandeproperties' },
  },
  {
    name: 'Kavita Sharma',
    city: 'New Delhi',
    verification: 'pending',
    listingWeight: 1,
    bio: 'South Delhi rentals and resale builder floors. Straight answers about paperwork, society rules and maintenance costs.',
  },
  {
    name: 'Omar Al Mansouri',
    city: 'Dubai',
    verification: 'success',
    listingWeight: 1.5,
    bio: 'Senior consultant at Creekside Homes. Off-plan and ready apartments in Dubai Marina, Business Bay and JVC for investors and end users.',
    social: {
      instagram: 'https://www.instagram.com/omar.creeksidehomes',
      twitter: 'https://x.com/omarcreekside',
    },
  },
  {
    name: 'Layla Haddad',
    city: 'Abu Dhabi',
    verification: 'initial',
    listingWeight: 1,
    bio: 'Family villas and waterfront apartments on Saadiyat, Yas and Al Reem Island.',
  },
  {
    name: 'James Whitfield',
    city: 'London',
    verification: 'success',
    listingWeight: 1.5,
    bio: 'Director at Whitfield & Rowe, sales and lettings in north and east London since 2009. ARLA Propertymark qualified.',
    social: { twitter: 'https://x.com/whitfieldrowe', facebook: 'https://www.facebook.com/whitfieldrowe' },
  },
  {
    name: 'Charlotte Evans',
    city: 'Manchester',
    verification: 'failed',
    listingWeight: 1,
    bio: 'City-centre flats and student lets in Ancoats, the Northern Quarter and Salford Quays.',
  },
  {
    name: 'Fiona MacLeod',
    city: 'Edinburgh',
    verification: 'initial',
    listingWeight: 0.8,
    bio: 'Tenement flats and family homes in Leith, Stockbridge and Morningside.',
  },
  {
    name: 'Marcus Johnson',
    city: 'New York',
    verification: 'success',
    listingWeight: 1.5,
    bio: 'Licensed associate broker covering Brooklyn and upper Manhattan: co-ops, condos and rent-stabilised rentals.',
    social: {
      instagram: 'https://www.instagram.com/marcusjohnson.nyc',
      youtube: 'https://www.youtube.com/@marcusjohnsonnyc',
    },
  },
  {
    name: 'Elena Rodriguez',
    city: 'Miami',
    verification: 'success',
    listingWeight: 1.2,
    bio: 'Bilingual agent for Brickell condos and Coconut Grove homes. Hablo español.',
    social: { instagram: 'https://www.instagram.com/elenasellsmiami' },
  },
  {
    name: 'Ben Carter',
    city: 'Austin',
    verification: 'pending',
    listingWeight: 1,
    bio: 'First-time buyers, duplexes and small investment properties across central and east Austin.',
  },
  {
    name: 'Grace Wanjiru',
    city: 'Nairobi',
    verification: 'success',
    listingWeight: 1.5,
    bio: 'Managing partner at Savanna Realty. Apartments in Kilimani and Westlands, family homes and plots in Karen and Runda.',
    social: { facebook: 'https://www.facebook.com/savannarealtyke', twitter: 'https://x.com/savannarealty' },
  },
  {
    name: 'Hassan Omondi',
    city: 'Mombasa',
    verification: 'initial',
    listingWeight: 1,
    bio: 'Holiday homes and beach plots along the north coast: Nyali, Bamburi and Shanzu.',
  },
  {
    name: 'Mei Lin Chen',
    city: 'San Francisco',
    verification: 'initial',
    listingWeight: 1,
    bio: 'Condos and Victorian flats in the Mission, Noe Valley and SoMa.',
  },
];

/** The first member is the demo member account (member@domus.local). */
export const MEMBERS: readonly PersonDef[] = [
  { name: 'Sara Collins', city: 'London', verification: 'initial', listingWeight: 0.3 },
  { name: 'Arjun Rao', city: 'Hyderabad', verification: 'initial', listingWeight: 0.4 },
  { name: 'Neha Kapoor', city: 'Pune', verification: 'initial', listingWeight: 0.3 },
  { name: 'Daniel Kim', city: 'Seattle', verification: 'initial', listingWeight: 0.4 },
  { name: 'Fatima Zahra', city: 'Sharjah', verification: 'initial', listingWeight: 0.4 },
  { name: 'Tom Hughes', city: 'Bristol', verification: 'initial', listingWeight: 0.3 },
  { name: 'Amina Otieno', city: 'Kisumu', verification: 'initial', listingWeight: 0.4 },
  { name: 'Vikram Singh', city: 'Jaipur', verification: 'initial', listingWeight: 0.4 },
  { name: 'Lucy Bennett', city: 'Edinburgh', verification: 'initial', listingWeight: 0.3 },
  // A deactivated account: its listings stay in the database but out of public view.
  { name: 'Carlos Mendes', city: 'Miami', verification: 'initial', listingWeight: 0.3, active: false },
];

export const ADMIN_NAME = 'Domus Admin';
