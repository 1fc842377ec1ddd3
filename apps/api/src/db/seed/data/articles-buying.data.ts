/** Demo articles, part 1: buying and owning. Body blocks become sanitised HTML (p, h2, ul/li, strong). */
export interface ArticleDef {
  title: string;
  category: string | null;
  badge: string;
  intro: string;
  sections: ReadonlyArray<{ heading: string; text: string; list?: readonly string[] }>;
  keywords: string;
}

export const BUYING_ARTICLES: readonly ArticleDef[] = [
  {
    title: 'Buying your first apartment: a checklist that saves money',
    category: 'apartment',
    badge: 'key',
    intro:
      'Most first-time buyers spend months comparing prices and only a few hours on the building itself. Here is what to check before you sign.',
    sections: [
      {
        heading: 'Look beyond the flat',
        text: 'Walk the stairs, check the lifts and ask to see the water tanks and the electrical room. A tidy lobby and a working generator say more about the society than a fresh coat of paint inside the unit.',
        list: [
          'Ask for the last two years of maintenance accounts',
          'Check how much is in the repair fund',
          'Find out when the building was last painted and waterproofed',
        ],
      },
      {
        heading: 'Know which area you are paying for',
        text: 'Carpet, built-up and super built-up areas can differ by 30 percent. Always compare prices on the same basis and ask for the carpet area in writing.',
      },
      {
        heading: 'Budget for the extras',
        text: 'Stamp duty, registration, legal fees, a loan processing fee, furniture and moving costs add up quickly. Keep at least 8 to 10 percent of the price aside for them.',
      },
    ],
    keywords: 'first home, apartment buying, checklist, carpet area',
  },
  {
    title: 'Villa or apartment: which suits your family better?',
    category: 'villa',
    badge: 'house',
    intro:
      'A villa gives you land and privacy; an apartment gives you security and shared amenities. The right choice depends on how you live day to day.',
    sections: [
      {
        heading: 'Space and privacy',
        text: 'Villas win on space: a garden, a terrace and no neighbours above or below. If you work from home, have pets or enjoy gardening, that space is used every day.',
      },
      {
        heading: 'Running costs',
        text: 'In a villa you pay for every repair yourself, from the pump to the roof. Apartments spread those costs across many owners through a monthly maintenance charge.',
        list: [
          'Villas: higher upkeep, full control',
          'Apartments: predictable charges, shared decisions',
          'Both: insurance and property tax',
        ],
      },
      {
        heading: 'Resale and rental value',
        text: 'Land tends to appreciate faster than built-up area, so villas often hold value better over long periods. Apartments in good locations are easier to rent out and sell quickly.',
      },
    ],
    keywords: 'villa vs apartment, family home, property comparison',
  },
  {
    title: 'How to read a floor plan like an architect',
    category: 'house',
    badge: 'document',
    intro:
      'A floor plan tells you far more than the number of bedrooms. Learn to read it and you can rule out unsuitable homes before the first visit.',
    sections: [
      {
        heading: 'Start with the light',
        text: 'Find the north arrow and the windows. Living rooms facing east or north stay comfortable in hot climates; in colder cities, a south-facing living room is worth paying for.',
      },
      {
        heading: 'Follow the movement',
        text: 'Trace the path from the front door to the kitchen with shopping bags, and from the bedrooms to the bathroom at night. Long corridors waste area you pay for.',
        list: [
          'Doors that clash with each other',
          'Bathrooms opening straight onto the living room',
          'Bedrooms too narrow for a bed and a wardrobe',
        ],
      },
      {
        heading: 'Check the numbers',
        text: 'Room dimensions on a plan are usually inside the walls. Anything under 10 by 10 feet is tight for a double bed with space to walk around it.',
      },
    ],
    keywords: 'floor plan, layout, house buying tips',
  },
  {
    title: 'Choosing office space for a growing team',
    category: 'office',
    badge: 'chart',
    intro:
      'Office rent is usually the second-largest cost of a young company after salaries. A little planning avoids paying for empty desks or moving twice in two years.',
    sections: [
      {
        heading: 'Plan for 18 months, not five years',
        text: 'Estimate headcount for the next year and a half and add about 20 percent. Allow roughly 80 to 100 square feet per person including meeting rooms and a pantry.',
      },
      {
        heading: 'Check what the rent includes',
        text: 'Ask whether the quote covers maintenance, power backup, parking and air conditioning outside office hours. These can add 20 to 40 percent to the headline rent.',
        list: [
          'Lock-in period and notice period',
          'Yearly escalation clause',
          'Who pays for the fit-out',
          'Internet providers already in the building',
        ],
      },
    ],
    keywords: 'office space, commercial lease, startup office',
  },
  {
    title: 'Buying a plot: seven checks before you pay a token amount',
    category: 'plot-land',
    badge: 'pin',
    intro:
      'Land is simple to buy and hard to fix once something goes wrong. These checks protect you from the most common disputes.',
    sections: [
      {
        heading: 'Paperwork first',
        text: 'Ask for the title deed, the chain of previous sales and the land use classification. A plot zoned for agriculture cannot simply be built on as a home.',
        list: [
          'Title deed and previous sale deeds',
          'Encumbrance or land registry extract',
          'Approved layout and zoning',
          'Property tax receipts',
          'Survey map with measurements',
          'Access road shown on the layout',
          'No-objection letters where required',
        ],
      },
      {
        heading: 'Visit with a surveyor',
        text: 'Measure the plot on site and compare it with the documents. Check where water, electricity and drainage connections actually are, and talk to the neighbours.',
      },
    ],
    keywords: 'plot buying, land documents, title deed',
  },
  {
    title: 'Penthouses: what the premium really buys',
    category: 'penthouse',
    badge: 'star',
    intro:
      'Penthouses often cost 30 to 50 percent more per square foot than the floors below. Some of that premium is worth it; some of it is marketing.',
    sections: [
      {
        heading: 'Worth paying for',
        text: 'Unblocked views, private terrace space that you can really use and higher ceilings are hard to find elsewhere and hold their value.',
      },
      {
        heading: 'Think twice about',
        text: 'Top floors take the most heat and the most rain. Ask how the roof is insulated and waterproofed, and who maintains the terrace membrane.',
        list: [
          'Heat gain in summer',
          'Lift waiting times in tall buildings',
          'Terrace maintenance and waterproofing costs',
        ],
      },
    ],
    keywords: 'penthouse, luxury apartment, terrace',
  },
  {
    title: 'Understanding home loan interest: fixed, floating and everything in between',
    category: null,
    badge: 'calculator',
    intro:
      'A difference of one percentage point on a 20-year loan can cost more than a family car. Understanding how your rate works is time well spent.',
    sections: [
      {
        heading: 'Fixed and floating rates',
        text: 'A fixed rate stays the same for an agreed period, so your payment is predictable. A floating rate follows a benchmark and can go down as well as up.',
      },
      {
        heading: 'Use the calculator before you apply',
        text: 'Try different down payments and terms in the mortgage calculator. A slightly larger down payment often lowers the total interest more than a lower rate would.',
        list: [
          'Compare the total amount payable, not just the monthly payment',
          'Ask about prepayment charges',
          'Check the processing fee and insurance bundled with the loan',
        ],
      },
    ],
    keywords: 'home loan, mortgage rate, EMI, mortgage calculator',
  },
  {
    title: 'Townhouse living: the best of both worlds?',
    category: 'townhouse',
    badge: 'house',
    intro:
      'Townhouses combine a front door of your own with the shared upkeep of a community. They are popular with young families for good reasons.',
    sections: [
      {
        heading: 'What you gain',
        text: 'More floor space than an apartment at a similar price, a small garden or yard, and usually no shared walls above or below you.',
      },
      {
        heading: 'What to ask',
        text: 'Check the community rules on extensions and pets, the monthly service charge and how sound travels through the shared side walls.',
        list: ['Service charge and what it covers', 'Parking allocation per home', 'Rules for renovations'],
      },
    ],
    keywords: 'townhouse, terraced house, family home',
  },
  {
    title: 'Weekend farmhouses: a practical guide for city buyers',
    category: 'farmhouse',
    badge: 'pin',
    intro:
      'A farmhouse within two hours of the city is a dream for many families. Making it work takes more than a good view.',
    sections: [
      {
        heading: 'Water decides everything',
        text: 'Ask for the borewell yield in the dry season, not just after the monsoon. A farmhouse without reliable water quickly becomes a burden.',
      },
      {
        heading: 'Caretaking and security',
        text: 'Budget for a live-in caretaker or a trusted neighbour. Empty farmhouses need regular visits, even in the quietest villages.',
        list: [
          'Road access in the rainy season',
          'Mobile coverage and internet',
          'Distance to the nearest hospital',
        ],
      },
    ],
    keywords: 'farmhouse, weekend home, farm land',
  },
  {
    title: 'Duplex homes: planning two floors for real life',
    category: 'duplex',
    badge: 'document',
    intro:
      'Duplexes give each part of the family its own floor. A good layout makes the stairs an asset rather than a chore.',
    sections: [
      {
        heading: 'Put the right rooms downstairs',
        text: 'Keep the kitchen, living room and one bedroom with a bathroom on the lower floor. Older parents and guests will thank you.',
      },
      {
        heading: 'Stairs and services',
        text: 'Check the stair width and the height of each step. Make sure both floors have their own water supply and a separate electrical circuit.',
      },
    ],
    keywords: 'duplex, two storey home, layout',
  },
];
