/** Phrase pools the listing text builder combines into titles and descriptions. */

export const ADJECTIVES: readonly string[] = [
  'Spacious',
  'Bright',
  'Modern',
  'Elegant',
  'Renovated',
  'Sunny',
  'Cosy',
  'Newly built',
  'Well-kept',
  'Corner',
  'Stylish',
  'Charming',
  'Airy',
  'Quiet',
  'Luxury',
];

export const HOME_FEATURES: readonly string[] = [
  'Balcony',
  'Garden',
  'Terrace',
  'City Views',
  'Parking',
  'Home Office',
  'Open-plan Kitchen',
  'Park View',
  'Private Lift',
  'Roof Deck',
];

export const COASTAL_FEATURES: readonly string[] = ['Sea View', 'Waterfront Views', 'Beach Access'];

export const LOCATION_PHRASES: readonly string[] = [
  'on a quiet, tree-lined street',
  'in a gated community with round-the-clock security',
  'a short walk from cafés, shops and the weekly market',
  'close to good schools and a large public park',
  'with quick access to the main business district',
  'in one of the most sought-after pockets of the neighbourhood',
  'minutes from public transport and the ring road',
];

export const FURNISHING_PHRASES: Record<string, string> = {
  Furnished: 'and comes fully furnished with good-quality furniture, appliances and curtains',
  'Semi-furnished': 'and comes semi-furnished with wardrobes, light fittings and a fitted kitchen',
  Unfurnished: 'and is offered unfurnished, ready for you to make it your own',
};

export const RESIDENTIAL_HIGHLIGHTS: readonly string[] = [
  'Living room with large windows and plenty of natural light',
  'Fitted kitchen with a separate utility area',
  'Master bedroom with an en-suite bathroom and walk-in wardrobe',
  'Cross-ventilated layout, cool through the summer',
  'Wooden flooring in the bedrooms, vitrified tiles elsewhere',
  'Covered parking space and visitor parking',
  'Water storage and a reliable supply all year',
  'Double-glazed windows that keep the street noise out',
  'Private outdoor space for morning coffee or a few plants',
  'Storage room and built-in cupboards throughout',
  'Secure entry with video intercom',
  'Pet-friendly building with a dog-walking area nearby',
];

export const COMMERCIAL_HIGHLIGHTS: readonly string[] = [
  'Power backup for the unit, lifts and common areas',
  'Dedicated parking for staff and visitors',
  '24/7 security with access control',
  'Fibre internet available in the building',
  'Reception area and a visitor lounge',
  'Good frontage with signage rights',
  'Wide access road suitable for delivery vans and trucks',
  'Fire safety system and sprinklers certified this year',
  'Flexible floor plate that is easy to partition',
];

export const LAND_HIGHLIGHTS: readonly string[] = [
  'Clear and marketable title with all papers in order',
  'Level ground, ready for construction',
  'Electricity and water connections at the boundary',
  'Corner plot with two open sides',
  'Surrounded by completed homes and an established community',
  'Tarred access road right up to the plot',
  'Approved for residential use',
];

export const SALE_CLOSINGS: readonly string[] = [
  'All approvals are in place and the title is clear. Send a message to arrange a viewing at a time that suits you.',
  'The owner is open to reasonable offers from serious buyers. Home loans from major banks are available.',
  'Viewings are possible on weekdays and weekend mornings. Documents can be shared after the first visit.',
  'Priced to sell. Please get in touch through the chat for the floor plan and a viewing slot.',
];

export const RENT_CLOSINGS: readonly string[] = [
  'Available from the start of next month. Deposit, maintenance and utility details on request.',
  'Suitable for families and working professionals. A short video tour can be shared before the visit.',
  'Immediate move-in possible. Rent includes building maintenance; electricity is metered separately.',
  'Long stays preferred. Please tell us a little about yourself when you message to book a viewing.',
];

export const CLIENT_ADDRESS_NOTES: readonly string[] = [
  'Keys with the building manager, ground floor office',
  'Owner lives abroad; viewings through the agent only',
  'Call the caretaker 30 minutes before arriving',
  'Site visits on Saturdays between 10 am and 1 pm',
];
