import { slugify } from '@domus/shared/utils/slug.util';
import type { Insertable } from 'kysely';
import type { DB } from '../types.js';
import { COUNTRY_STYLE, GAZETTEER, type GazetteerCity, STREETS } from './data/gazetteer.data.js';
import { ADMIN_NAME, AGENTS, MEMBERS, type PersonDef } from './data/people.data.js';
import { avatarKey } from './demo-images.js';
import { type Catalogue, featureIdOf } from './seed-catalogue.js';
import type { SeedRandom } from './seed-random.js';
import { HOUR, type SeedClock, type SeedWriter } from './seed-writer.js';

export interface DemoAccountInput {
  role: 'admin' | 'agent' | 'member';
  email: string;
  name: string;
  passwordHash: string;
}

export interface SeededUser {
  id: number;
  slug: string;
  name: string;
  kind: 'admin' | 'agent' | 'member';
  city: GazetteerCity;
  verification: PersonDef['verification'];
  active: boolean;
  listingWeight: number;
  /** The active subscription that pays for this user's advertisements, when there is one. */
  subscription: { userPackageId: number; packageId: number } | null;
}

export interface SeededPeople {
  admin: SeededUser;
  demoAgent: SeededUser;
  demoMember: SeededUser;
  agents: SeededUser[];
  members: SeededUser[];
}

/** The office the operator works from (also the web-settings contact address). */
export const OFFICE = {
  address: '88 Paul Street, Shoreditch, London EC2A 4UT, United Kingdom',
  city: 'London',
  state: 'England',
  country: 'United Kingdom',
  latitude: 51.5255,
  longitude: -0.083,
  tel1: '+442079460958',
  tel2: '+12125550147',
};

const cityByName = (name: string): GazetteerCity => {
  const city = GAZETTEER.find((c) => c.name === name);
  if (!city) throw new Error(`Unknown demo city ${name}`);
  return city;
};

/** A fictional number in the style of the country (drama / reserved ranges where they exist). */
function phoneFor(city: GazetteerCity, r: SeedRandom): string {
  const digits = (n: number) => Array.from({ length: n }, () => r.int(0, 9)).join('');
  switch (COUNTRY_STYLE[city.country]) {
    case 'india':
      return `+91${r.pick(['98', '97', '88', '70'])}${digits(8)}`;
    case 'uae':
      return `+971${r.pick(['50', '52', '55', '56'])}${digits(7)}`;
    case 'uk':
      return `+447700900${digits(3)}`;
    case 'us':
      return `+1${{ 'New York': '212', Austin: '512', Miami: '305', Seattle: '206' }[city.name] ?? '415'}55501${digits(2)}`;
    default:
      return `+254${r.pick(['70', '71', '72', '79'])}${digits(7)}`;
  }
}

function homeAddress(city: GazetteerCity, r: SeedRandom): string {
  const style = COUNTRY_STYLE[city.country] ?? 'us';
  return `${r.int(2, 240)} ${r.pick(STREETS[style])}, ${r.pick(city.areas)}, ${city.name}`;
}

/** Paid plans of the other verified agents, in AGENTS order (demo agent handled separately). */
const AGENT_PLAN: Record<string, string> = {
  'Priya Nair': 'Silver',
  'Rohan Deshpande': 'Silver',
  'Omar Al Mansouri': 'Gold',
  'James Whitfield': 'Gold',
  'Marcus Johnson': 'Platinum',
  'Elena Rodriguez': 'Silver',
  'Grace Wanjiru': 'Gold',
};

export async function seedUsers(
  w: SeedWriter,
  clock: SeedClock,
  r: SeedRandom,
  catalogue: Catalogue,
  accounts: { admin: DemoAccountInput; agent: DemoAccountInput; member: DemoAccountInput },
): Promise<SeededPeople> {
  const people: Array<{ def: PersonDef; kind: SeededUser['kind']; account?: DemoAccountInput }> = [
    {
      def: { name: ADMIN_NAME, city: OFFICE.city, verification: 'success', listingWeight: 0 },
      kind: 'admin',
      account: accounts.admin,
    },
    { def: AGENTS[0] as PersonDef, kind: 'agent', account: accounts.agent },
    { def: MEMBERS[0] as PersonDef, kind: 'member', account: accounts.member },
    ...AGENTS.slice(1).map((def) => ({ def, kind: 'agent' as const })),
    ...MEMBERS.slice(1).map((def) => ({ def, kind: 'member' as const })),
  ];
  const base = await w.reserveIds('users', people.length);
  const seeded: SeededUser[] = [];
  const rows = people.map(({ def, kind, account }, i) => {
    const id = base + i;
    const slug = slugify(def.name, 'user');
    const city = cityByName(def.city);
    const email =
      account?.email ??
      `${slug.replace(/-/g, '.')}@${kind === 'agent' ? 'agents.example.com' : 'example.com'}`;
    const created = kind === 'member' ? r.float(20, 320) : r.float(380, 720);
    seeded.push({
      id,
      slug,
      name: def.name,
      kind,
      city,
      verification: def.verification,
      active: def.active !== false,
      listingWeight: def.listingWeight,
      subscription: null,
    });
    const isAdmin = kind === 'admin';
    return {
      id,
      name: account?.name ?? def.name,
      slug_id: slug,
      email,
      email_key: email.toLowerCase(),
      mobile: isAdmin ? OFFICE.tel1 : phoneFor(city, r),
      password_hash: account?.passwordHash ?? null,
      profile: avatarKey(slug),
      address: isAdmin ? OFFICE.address : homeAddress(city, r),
      city: city.name,
      state: city.state,
      country: city.country,
      latitude: round6((isAdmin ? OFFICE.latitude : city.latitude) + r.float(-0.03, 0.03)),
      longitude: round6((isAdmin ? OFFICE.longitude : city.longitude) + r.float(-0.03, 0.03)),
      about_me:
        def.bio ?? (isAdmin ? 'The Domus Realty team: listings from our own portfolio and partners.' : null),
      facebook_id: def.social?.facebook ?? null,
      twiiter_id: def.social?.twitter ?? null,
      instagram_id: def.social?.instagram ?? null,
      youtube_id: def.social?.youtube ?? null,
      // Only the demo accounts have passwords; the others sign in by phone or a social account.
      logintype: account ? 3 : i % 2 === 0 ? 1 : 0,
      role: isAdmin ? 'admin' : 'member',
      is_email_verified: 1,
      is_active: def.active === false ? 0 : 1,
      is_demo: account ? 1 : 0,
      notification: 1,
      verification_status: isAdmin ? 'success' : def.verification,
      created_at: clock.daysAgo(created),
      updated_at: clock.daysAgo(created * 0.3),
    };
  });
  await w.insert('users', rows);

  await seedSubscriptions(w, clock, r, catalogue, seeded);

  const [admin, demoAgent, demoMember] = seeded as [SeededUser, SeededUser, SeededUser];
  return {
    admin,
    demoAgent,
    demoMember,
    agents: seeded.filter((u) => u.kind === 'agent'),
    members: seeded.filter((u) => u.kind === 'member'),
  };
}

interface SubscriptionPlan {
  user: SeededUser;
  packageName: string;
  startDaysAgo: number;
  gateway: string | null;
  current: boolean;
}

async function seedSubscriptions(
  w: SeedWriter,
  clock: SeedClock,
  r: SeedRandom,
  catalogue: Catalogue,
  users: SeededUser[],
): Promise<void> {
  const plans: SubscriptionPlan[] = [];
  for (const user of users) {
    if (user.kind === 'admin') continue;
    if (user.kind === 'agent' && user === users[1]) {
      // The demo agent: an expired Silver in the history and an active Gold.
      plans.push({ user, packageName: 'Silver', startDaysAgo: 95, gateway: 'Paypal', current: false });
      plans.push({ user, packageName: 'Gold', startDaysAgo: 6, gateway: 'Stripe', current: true });
    } else if (user.kind === 'agent') {
      const paid = AGENT_PLAN[user.name];
      plans.push({
        user,
        packageName: paid ?? 'Basic',
        startDaysAgo: r.float(1, 25),
        gateway: paid ? r.pick(['Stripe', 'Paypal', 'Paystack', 'Flutterwave']) : null,
        current: true,
      });
    } else if (user === users[2]) {
      // The demo member: the free plan, a few days in, with units left to post with.
      plans.push({ user, packageName: 'Basic', startDaysAgo: 3, gateway: null, current: true });
    } else if (r.chance(0.5)) {
      plans.push({ user, packageName: 'Basic', startDaysAgo: r.float(1, 25), gateway: null, current: true });
    }
  }
  const paidPlans = plans.filter((p) => p.gateway);
  const txBase = await w.reserveIds('payment_transactions', paidPlans.length + 1);
  const txIds = new Map<SubscriptionPlan, number>();
  const transactions: Array<Insertable<DB['payment_transactions']>> = paidPlans.map((plan, i) => {
    const pkg = catalogue.packages.get(plan.packageName);
    const at = clock.daysAgo(plan.startDaysAgo);
    txIds.set(plan, txBase + i);
    return {
      id: txBase + i,
      user_id: plan.user.id,
      package_id: pkg?.id ?? 0,
      amount: pkg?.def.price ?? 0,
      currency: 'USD',
      payment_gateway: plan.gateway as string,
      platform_type: 'web',
      order_id: `demo_order_${String(txBase + i).padStart(6, '0')}`,
      transaction_id: `demo_txn_${String(txBase + i).padStart(6, '0')}`,
      payment_status: 'success',
      flagged_reason: null,
      created_at: at,
      updated_at: at,
    };
  });
  // A failed attempt in the demo agent's history (a cancelled PayPal checkout).
  const platinum = catalogue.packages.get('Platinum');
  transactions.push({
    ...(transactions[0] as Insertable<DB['payment_transactions']>),
    id: txBase + paidPlans.length,
    package_id: platinum?.id ?? 0,
    amount: platinum?.def.price ?? 0,
    payment_gateway: 'Paypal',
    order_id: `demo_order_${String(txBase + paidPlans.length).padStart(6, '0')}`,
    transaction_id: null,
    payment_status: 'failed',
    user_id: users[1]?.id ?? null,
    created_at: clock.daysAgo(7),
    updated_at: clock.daysAgo(7),
  });
  await w.insert('payment_transactions', transactions);

  const upBase = await w.reserveIds('user_packages', plans.length);
  const limits: Array<{
    user_package_id: number;
    feature_id: number;
    total_limit: number;
    used_limit: number;
  }> = [];
  const userPackages = plans.map((plan, i) => {
    const pkg = catalogue.packages.get(plan.packageName);
    const startMs = clock.nowMs - plan.startDaysAgo * 24 * HOUR;
    const id = upBase + i;
    if (plan.current && pkg) plan.user.subscription = { userPackageId: id, packageId: pkg.id };
    for (const [type, limit] of Object.entries(pkg?.def.features ?? {})) {
      if (limit === null || limit === undefined) continue;
      // The demo member's counts are fixed (one unit used where more are left) and take nothing
      // from the random stream, so everything seeded after them stays as it was.
      const used =
        plan.user === users[2]
          ? limit > 1
            ? 1
            : 0
          : plan.current
            ? Math.min(limit, r.int(0, Math.ceil(limit / 3)))
            : r.int(0, limit);
      limits.push({
        user_package_id: id,
        feature_id: featureIdOf(type),
        total_limit: limit,
        used_limit: used,
      });
    }
    return {
      id,
      user_id: plan.user.id,
      package_id: pkg?.id ?? 0,
      payment_transaction_id: txIds.get(plan) ?? null,
      start_date: clock.at(startMs),
      end_date: pkg?.def.duration ? clock.at(startMs + pkg.def.duration * HOUR) : null,
      created_at: clock.at(startMs),
      updated_at: clock.at(startMs),
    };
  });
  await w.insert('user_packages', userPackages);
  await w.insert('user_package_limits', limits);
}

export function round6(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}
