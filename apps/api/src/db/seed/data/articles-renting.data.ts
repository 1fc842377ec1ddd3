import type { ArticleDef } from './articles-buying.data.js';

/** Demo articles, part 2: renting, selling and the market. */
export const RENTING_ARTICLES: readonly ArticleDef[] = [
  {
    title: 'Renting a studio apartment: how to make a small space work',
    category: 'studio',
    badge: 'key',
    intro:
      'A well-planned studio can feel bigger than a badly planned one-bedroom flat. Here is how to judge one at the viewing.',
    sections: [
      {
        heading: 'Measure the useful walls',
        text: 'Storage is everything in a studio. Count the walls where a wardrobe or shelves can go without blocking a window or a door.',
      },
      {
        heading: 'Separate sleeping and living',
        text: 'Look for an alcove or a corner that can take a bed out of the direct line from the front door. A curtain or an open shelf can do the rest.',
        list: ['Fold-away desk', 'Bed with drawers underneath', 'Mirrors opposite windows to bounce light'],
      },
    ],
    keywords: 'studio apartment, small space, renting tips',
  },
  {
    title: 'Ten questions to ask before you sign a rental agreement',
    category: 'apartment',
    badge: 'document',
    intro:
      'A rental agreement protects both tenant and landlord, but only if the details are written down. Ask these questions before you sign.',
    sections: [
      {
        heading: 'Money',
        text: 'Be clear about every payment and when it is due.',
        list: [
          'How much is the deposit and when is it returned?',
          'Does the rent include maintenance or service charges?',
          'How much can the rent rise at renewal?',
          'Who pays for repairs under a certain amount?',
        ],
      },
      {
        heading: 'Living there',
        text: 'Agree the house rules before you move in, not after.',
        list: [
          'Are pets allowed?',
          'Can you hang pictures or paint?',
          'How much notice do you need to give?',
          'How often will the landlord visit?',
          'Is parking included?',
          'Who do you call in an emergency?',
        ],
      },
    ],
    keywords: 'rental agreement, tenant rights, renting',
  },
  {
    title: 'Opening a shop: choosing a location that brings customers',
    category: 'shop',
    badge: 'chart',
    intro:
      'For a shop, location is the marketing budget. A cheaper unit on a quiet street often costs more in lost sales than it saves in rent.',
    sections: [
      {
        heading: 'Count the footfall yourself',
        text: 'Stand outside at different times of day and count who walks past. Note whether they are your customers: office workers, families, students or tourists.',
      },
      {
        heading: 'Frontage and visibility',
        text: 'A wide shopfront on the sunny side of the street and room for signage make a bigger difference than a few extra square feet inside.',
        list: [
          'Parking or a bus stop nearby',
          'Neighbouring shops that draw your type of customer',
          'Delivery access at the back',
        ],
      },
    ],
    keywords: 'retail shop, shop location, commercial rent',
  },
  {
    title: 'Leasing a warehouse: what logistics managers check first',
    category: 'warehouse',
    badge: 'chart',
    intro: 'Warehouses look alike in photos. The differences that matter are in the specifications.',
    sections: [
      {
        heading: 'Height, floor and docks',
        text: 'Clear height decides how many racking levels you can use. Floor load capacity and the number of dock levellers decide how fast you can move goods.',
        list: [
          'Clear height of at least 30 feet for modern racking',
          'Floor load of 5 tonnes per square metre or more',
          'One dock per 10,000 sq ft as a rule of thumb',
        ],
      },
      {
        heading: 'Access and compliance',
        text: 'Check turning space for 40-foot trucks, distance to the highway and whether the building has fire approvals for your type of goods.',
      },
    ],
    keywords: 'warehouse, logistics, industrial lease',
  },
  {
    title: 'How to price your home to sell in weeks, not months',
    category: null,
    badge: 'chart',
    intro:
      'Overpriced homes sit on the market, collect fewer views and usually sell for less in the end. Pricing right from the first day is the quickest route to a good deal.',
    sections: [
      {
        heading: 'Use real comparables',
        text: 'Look at similar homes that actually sold in the last six months, not asking prices. Adjust for floor, view, condition and parking.',
      },
      {
        heading: 'Watch the first two weeks',
        text: 'A listing gets most of its views in the first fortnight. If you see views but no enquiries, the price is the most likely reason.',
        list: [
          'Good photos in daylight',
          'An honest description with the real area',
          'Quick replies to every message',
        ],
      },
    ],
    keywords: 'selling a home, property valuation, pricing',
  },
  {
    title: 'Taking great listing photos with just a phone',
    category: null,
    badge: 'star',
    intro:
      'Listings with clear, bright photos get far more enquiries. You do not need a professional camera to get there.',
    sections: [
      {
        heading: 'Prepare the room',
        text: 'Open every curtain, switch on all the lights and clear the surfaces. Remove personal items, cables and anything on the floor.',
      },
      {
        heading: 'Shoot like a pro',
        text: 'Hold the phone at chest height, keep vertical lines straight and shoot from the doorway or a corner to show the whole room.',
        list: [
          'Use the wide lens but avoid the extreme fish-eye setting',
          'Take the outside shots on a sunny morning',
          'Add a floor plan if you have one',
        ],
      },
    ],
    keywords: 'listing photos, property photography, selling tips',
  },
  {
    title: 'Moving to Dubai: a renter’s guide to the main neighbourhoods',
    category: 'apartment',
    badge: 'pin',
    intro:
      'Dubai rents are usually quoted per year and paid in one to four cheques. Where you live decides your commute, your budget and your weekends.',
    sections: [
      {
        heading: 'Popular choices',
        text: 'Each area has its own character, so match it to your routine.',
        list: [
          'Dubai Marina: waterfront towers, busy and lively',
          'Downtown Dubai: central, walkable, premium rents',
          'Jumeirah Village Circle: good value for families',
          'Arabian Ranches: villas and townhouses with gardens',
        ],
      },
      {
        heading: 'Before you sign',
        text: 'Make sure the tenancy contract is registered with Ejari and that the deposit, usually five percent of the yearly rent, is written into it.',
      },
    ],
    keywords: 'Dubai rent, Dubai neighbourhoods, expat guide',
  },
  {
    title: 'Renting in London: what to budget for beyond the rent',
    category: 'apartment',
    badge: 'calculator',
    intro:
      'London rents grab the headlines, but council tax, bills and transport can add a third again to your monthly costs.',
    sections: [
      {
        heading: 'The usual extras',
        text: 'Plan for these on top of the monthly rent.',
        list: [
          'Council tax, which depends on the band and the borough',
          'Energy, water and broadband',
          'A travelcard for your zones',
          'Contents insurance',
        ],
      },
      {
        heading: 'Deposits and fees',
        text: 'Deposits are capped at five weeks’ rent for most tenancies and must be protected in a government-approved scheme. Letting agents cannot charge tenants most fees.',
      },
    ],
    keywords: 'London rent, renting costs, UK tenancy',
  },
  {
    title: 'Nairobi’s fastest-growing suburbs for young families',
    category: 'house',
    badge: 'pin',
    intro:
      'New roads have changed how Nairobi families choose where to live. These neighbourhoods combine space, schools and reasonable commutes.',
    sections: [
      {
        heading: 'Where families are moving',
        text: 'Karen and Runda remain favourites for space and greenery, while Kilimani and Lavington offer apartments close to schools and offices.',
        list: [
          'Check water supply and borehole backup',
          'Ask about security arrangements in the estate',
          'Try the commute at rush hour before deciding',
        ],
      },
    ],
    keywords: 'Nairobi property, Karen, Kilimani, family homes',
  },
  {
    title: 'Holiday lets: is a daily-rent property a good investment?',
    category: 'villa',
    badge: 'handshake',
    intro:
      'Short stays can earn more per night than a yearly tenant, but they come with more work, more wear and more rules.',
    sections: [
      {
        heading: 'Do the maths honestly',
        text: 'Assume 50 to 65 percent occupancy, not 90. Subtract cleaning, laundry, platform fees, utilities and furniture replacement before comparing with a long let.',
      },
      {
        heading: 'Check the rules',
        text: 'Many cities license short-term rentals or cap the number of nights. Buildings and societies may forbid them altogether.',
        list: [
          'Local licence or registration',
          'Building or society permission',
          'Insurance that covers paying guests',
        ],
      },
    ],
    keywords: 'holiday let, short-term rental, daily rent, investment',
  },
];
