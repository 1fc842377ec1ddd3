import { SLIDER_POOL } from './demo-images.js';
import type { PropertyPlan } from './property-plan.js';
import type { Catalogue } from './seed-catalogue.js';
import type { SeededPeople } from './seed-users.js';
import type { SeedClock, SeedWriter } from './seed-writer.js';

/**
 * Home-page sliders, a few notifications and a short chat for the demo accounts, and the demo
 * member's personalised-feed interests: the parts a visitor sees right after signing in.
 */
export async function seedExtras(
  w: SeedWriter,
  clock: SeedClock,
  catalogue: Catalogue,
  people: SeededPeople,
  plans: PropertyPlan[],
  titles: string[],
): Promise<{ sliders: number; notifications: number; messages: number }> {
  const browsable = plans.filter((p) => p.isPublic && (p.type === 'sell' || p.type === 'rent'));
  const stamp = { created_at: clock.daysAgo(30), updated_at: clock.daysAgo(30) };
  const sell = browsable.find((p) => p.type === 'sell' && !p.premium && p.cat.def.group === 'residential');
  const rent = browsable.find((p) => p.type === 'rent' && !p.premium && p !== sell);
  const agentPick = browsable.find((p) => p.owner === people.demoAgent && p !== sell && p !== rent);
  const apartment = catalogue.categories.find((c) => c.def.slug === 'apartment');
  const slide = (i: number) => SLIDER_POOL[i] ?? { web: '', app: '' };
  const sliders = [
    ...[sell, rent, agentPick]
      .filter((p): p is PropertyPlan => p !== undefined)
      .map((p, i) => ({
        type: '3',
        property_id: p.id,
        category_id: null,
        link: null,
        show_property_details: 1,
        i,
      })),
    {
      type: '2',
      property_id: null,
      category_id: apartment?.id ?? null,
      link: null,
      show_property_details: 0,
      i: 3,
    },
    { type: '1', property_id: null, category_id: null, link: null, show_property_details: 0, i: 4 },
    {
      type: '4',
      property_id: null,
      category_id: null,
      link: '/subscription-plan',
      show_property_details: 0,
      i: 5,
    },
  ].map(({ i, ...s }, seq) => ({
    ...s,
    image: slide(i).app,
    web_image: slide(i).web,
    sequence: seq + 1,
    status: 1,
    ...stamp,
  }));
  await w.insert('sliders', sliders);

  const own = plans.filter((p) => p.owner === people.demoAgent);
  const live = own.find((p) => p.isPublic);
  const rejected = own.find((p) => p.request === 'rejected');
  const titleOf = (p: PropertyPlan) => titles[p.index] ?? 'your property';
  const note = (
    userId: number | null,
    title: string,
    message: string,
    event: string,
    type: number,
    daysAgo: number,
    propertyId: number | null = null,
  ) => ({
    user_id: userId,
    title,
    message,
    type,
    event,
    send_type: userId === null ? 1 : 0,
    property_id: propertyId,
    project_id: null,
    image: null,
    created_at: clock.daysAgo(daysAgo),
  });
  const notifications = [
    note(
      null,
      'Welcome to Domus',
      'Browse new homes every day, save your favourites and chat with verified agents.',
      'admin_broadcast',
      0,
      40,
    ),
    note(
      people.demoAgent.id,
      'Package purchased',
      'Your Gold package is active. Enjoy 30 listings and 10 featured spots this month.',
      'payment_success',
      1,
      6,
    ),
    ...(live
      ? [
          note(
            people.demoAgent.id,
            'Property approved',
            `Your property ${titleOf(live)} is now live.`,
            'property_approved',
            1,
            4,
            live.id,
          ),
        ]
      : []),
    ...(rejected
      ? [
          note(
            people.demoAgent.id,
            'Property rejected',
            `Your property ${titleOf(rejected)} needs changes before it can go live.`,
            'property_rejected',
            1,
            2,
            rejected.id,
          ),
        ]
      : []),
    note(
      people.demoMember.id,
      'New homes in London',
      'Twelve new flats matching your search were listed this week.',
      'admin_message',
      0,
      1,
    ),
  ];
  await w.insert('notifications', notifications);

  // Listing history: a price cut on the two showcase listings ("Price reduced 5% on …" on their
  // pages), the demo agent's sales and the rejection in its own story.
  const change = (plan: PropertyPlan, field: string, from: string, to: string, daysAgo: number) => ({
    entity: 'property',
    entity_id: plan.id,
    field,
    old_value: from,
    new_value: to,
    created_at: clock.daysAgo(daysAgo),
  });
  const history = [
    ...[sell, rent].flatMap((plan, i) =>
      plan
        ? [
            change(
              plan,
              'price',
              String(Math.round(plan.price / (i === 0 ? 0.95 : 0.92))),
              String(plan.price),
              9 - i * 4,
            ),
          ]
        : [],
    ),
    ...own.flatMap((plan) =>
      plan.type === 'sold' || plan.type === 'rented'
        ? [change(plan, 'property_type', plan.type === 'sold' ? 'sell' : 'rent', plan.type, 3)]
        : plan.request === 'rejected'
          ? [change(plan, 'request_status', 'pending', 'rejected', 2)]
          : [],
    ),
  ];
  await w.insert('listing_history', history);

  let messages = 0;
  const topic = browsable.find((p) => p.owner === people.demoAgent);
  if (topic) {
    const member = people.demoMember.id;
    const agent = people.demoAgent.id;
    const lines: Array<[number, number, string, number]> = [
      [member, agent, `Hello! Is ${titleOf(topic)} still available?`, 2.1],
      [agent, member, 'Hi Sara, yes it is. Would you like to see it this weekend?', 2.0],
      [member, agent, 'Saturday morning works for me. Is parking included?', 1.2],
      [agent, member, 'One covered parking space is included. See you at 10:30 on Saturday.', 1.1],
    ];
    await w.insert(
      'chat_messages',
      lines.map(([sender, receiver, message, days]) => ({
        sender_id: sender,
        receiver_id: receiver,
        property_id: topic.id,
        message,
        file: null,
        audio: null,
        chat_message_type: 'text',
        created_at: clock.daysAgo(days),
        updated_at: clock.daysAgo(days),
      })),
    );
    messages = lines.length;
  }

  // Interests chosen so the demo member's feed is never empty but leaves listings out: homes in
  // their city, near one of four common places (every listing has two to five of fifteen), up to
  // a price most of those homes stay under.
  const wanted = ['apartment', 'house']
    .map((slug) => catalogue.categories.find((c) => c.def.slug === slug)?.id)
    .filter((id): id is number => id !== undefined);
  const places = ['School', 'Park', 'Supermarket', 'Metro station'];
  const near = catalogue.facilities.filter((f) => places.includes(f.def.name)).map((f) => f.id);
  const homes = browsable
    .filter((p) => p.city.name === people.demoMember.city.name && wanted.includes(p.cat.id))
    .map((p) => p.price)
    .sort((a, b) => a - b);
  const cap = homes[Math.floor(homes.length * 0.8)] ?? 1_500_000;
  await w.insert('user_interests', [
    {
      user_id: people.demoMember.id,
      category_ids: JSON.stringify(wanted),
      outdoor_facility_ids: JSON.stringify(near),
      price_min: 0,
      price_max: Math.ceil(cap / 1000) * 1000,
      property_types: JSON.stringify(['sell', 'rent']),
      city: people.demoMember.city.name,
      ...stamp,
    },
  ]);
  return { sliders: sliders.length, notifications: notifications.length, messages };
}
