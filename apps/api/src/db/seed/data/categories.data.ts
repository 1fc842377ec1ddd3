import type { BuildingKind } from '../art/building-svg.js';

export type CategoryGroup = 'residential' | 'commercial' | 'land';

export interface CategoryDef {
  name: string;
  slug: string;
  icon: string;
  group: CategoryGroup;
  /** Picture pool kinds for this category's listings. */
  kinds: readonly BuildingKind[];
  /** [parameter key, required] in display order. */
  params: ReadonlyArray<readonly [string, boolean]>;
  /** Built-up (or plot, for land) area range in sq ft. */
  area: readonly [number, number];
  bedrooms: readonly [number, number] | null;
  /** Price per sq ft relative to the city's residential level. */
  priceFactor: number;
  /** Share of listings (relative weight) and chance that a listing is a rental. */
  weight: number;
  rentShare: number;
  meta: { title: string; description: string; keywords: string };
}

const RES_AMENITIES_TAIL = [
  ['parking', false],
  ['facing', false],
  ['property_age', false],
  ['amenities', false],
] as const;

export const CATEGORIES: readonly CategoryDef[] = [
  {
    name: 'Apartment',
    slug: 'apartment',
    icon: 'apartment',
    group: 'residential',
    kinds: ['midrise', 'tower'],
    params: [
      ['bedrooms', true],
      ['bathrooms', true],
      ['area', true],
      ['furnishing', false],
      ['floor', false],
      ['total_floors', false],
      ['balconies', false],
      ...RES_AMENITIES_TAIL,
      ['pet_friendly', false],
    ],
    area: [550, 1900],
    bedrooms: [1, 4],
    priceFactor: 1,
    weight: 24,
    rentShare: 0.5,
    meta: {
      title: 'Apartments for sale and rent',
      description:
        'Browse verified apartments and flats for sale and rent, with photos, floor details, amenities and prices.',
      keywords: 'apartment, flat, condo, BHK, apartments for rent',
    },
  },
  {
    name: 'Villa',
    slug: 'villa',
    icon: 'villa',
    group: 'residential',
    kinds: ['villa'],
    params: [
      ['bedrooms', true],
      ['bathrooms', true],
      ['area', true],
      ['plot_area', false],
      ['furnishing', false],
      ['total_floors', false],
      ...RES_AMENITIES_TAIL,
      ['pet_friendly', false],
    ],
    area: [2600, 6500],
    bedrooms: [3, 7],
    priceFactor: 1.1,
    weight: 8,
    rentShare: 0.35,
    meta: {
      title: 'Villas for sale and rent',
      description:
        'Independent villas with gardens, pools and private parking. Compare villas for sale and rent by area, size and budget.',
      keywords: 'villa, independent house, villa with pool, luxury villa',
    },
  },
  {
    name: 'House',
    slug: 'house',
    icon: 'house',
    group: 'residential',
    kinds: ['house'],
    params: [
      ['bedrooms', true],
      ['bathrooms', true],
      ['area', true],
      ['plot_area', false],
      ['furnishing', false],
      ['total_floors', false],
      ...RES_AMENITIES_TAIL,
    ],
    area: [1300, 3600],
    bedrooms: [2, 5],
    priceFactor: 0.95,
    weight: 10,
    rentShare: 0.35,
    meta: {
      title: 'Houses for sale and rent',
      description:
        'Family houses with gardens and parking in quiet neighbourhoods. See photos, room counts and nearby schools.',
      keywords: 'house, family home, detached house, house for rent',
    },
  },
  {
    name: 'Penthouse',
    slug: 'penthouse',
    icon: 'penthouse',
    group: 'residential',
    kinds: ['penthouse'],
    params: [
      ['bedrooms', true],
      ['bathrooms', true],
      ['area', true],
      ['furnishing', false],
      ['floor', false],
      ['total_floors', false],
      ['balconies', false],
      ['parking', false],
      ['facing', false],
      ['amenities', false],
    ],
    area: [2200, 5200],
    bedrooms: [3, 5],
    priceFactor: 1.45,
    weight: 3,
    rentShare: 0.3,
    meta: {
      title: 'Penthouses for sale and rent',
      description:
        'Top-floor penthouses with private terraces and skyline views. Explore luxury penthouses for sale and rent.',
      keywords: 'penthouse, sky villa, luxury apartment, terrace',
    },
  },
  {
    name: 'Studio',
    slug: 'studio',
    icon: 'studio',
    group: 'residential',
    kinds: ['midrise', 'tower'],
    params: [
      ['bathrooms', true],
      ['area', true],
      ['furnishing', false],
      ['floor', false],
      ['total_floors', false],
      ['parking', false],
      ['amenities', false],
      ['pet_friendly', false],
    ],
    area: [300, 560],
    bedrooms: null,
    priceFactor: 1.1,
    weight: 6,
    rentShare: 0.65,
    meta: {
      title: 'Studio apartments for sale and rent',
      description:
        'Compact studio apartments close to offices and transport, ideal for singles, students and first-time buyers.',
      keywords: 'studio, studio apartment, 1 RK, bedsit',
    },
  },
  {
    name: 'Townhouse',
    slug: 'townhouse',
    icon: 'townhouse',
    group: 'residential',
    kinds: ['townhouse'],
    params: [
      ['bedrooms', true],
      ['bathrooms', true],
      ['area', true],
      ['furnishing', false],
      ['total_floors', false],
      ...RES_AMENITIES_TAIL,
    ],
    area: [1500, 2800],
    bedrooms: [2, 4],
    priceFactor: 0.95,
    weight: 6,
    rentShare: 0.35,
    meta: {
      title: 'Townhouses for sale and rent',
      description:
        'Terraced and row townhouses in gated communities and city streets, with private entrances and small gardens.',
      keywords: 'townhouse, terraced house, row house',
    },
  },
  {
    name: 'Duplex',
    slug: 'duplex',
    icon: 'duplex',
    group: 'residential',
    kinds: ['duplex'],
    params: [
      ['bedrooms', true],
      ['bathrooms', true],
      ['area', true],
      ['furnishing', false],
      ['floor', false],
      ['total_floors', false],
      ['balconies', false],
      ['parking', false],
      ['facing', false],
      ['amenities', false],
    ],
    area: [1800, 3400],
    bedrooms: [3, 5],
    priceFactor: 1,
    weight: 5,
    rentShare: 0.35,
    meta: {
      title: 'Duplex homes for sale and rent',
      description:
        'Two-level duplex homes and semi-detached houses with separate living and sleeping floors.',
      keywords: 'duplex, semi-detached, two-storey home',
    },
  },
  {
    name: 'Office',
    slug: 'office',
    icon: 'office',
    group: 'commercial',
    kinds: ['office'],
    params: [
      ['area', true],
      ['washrooms', false],
      ['furnishing', false],
      ['floor', false],
      ['total_floors', false],
      ['parking', false],
      ['ceiling_height', false],
      ['property_age', false],
      ['amenities', false],
    ],
    area: [600, 9000],
    bedrooms: null,
    priceFactor: 1.1,
    weight: 8,
    rentShare: 0.6,
    meta: {
      title: 'Office space for sale and lease',
      description:
        'Ready-to-move and bare-shell office space in business districts, with parking, power backup and lifts.',
      keywords: 'office space, commercial office, coworking, lease',
    },
  },
  {
    name: 'Shop',
    slug: 'shop',
    icon: 'shop',
    group: 'commercial',
    kinds: ['shop'],
    params: [
      ['area', true],
      ['washrooms', false],
      ['floor', false],
      ['parking', false],
      ['facing', false],
      ['road_width', false],
      ['property_age', false],
    ],
    area: [200, 2200],
    bedrooms: null,
    priceFactor: 1.6,
    weight: 7,
    rentShare: 0.5,
    meta: {
      title: 'Shops and retail space',
      description:
        'High-street shops and retail units with good frontage and footfall, for sale or on lease.',
      keywords: 'shop, retail space, showroom, commercial property',
    },
  },
  {
    name: 'Warehouse',
    slug: 'warehouse',
    icon: 'warehouse',
    group: 'commercial',
    kinds: ['warehouse'],
    params: [
      ['area', true],
      ['plot_area', false],
      ['ceiling_height', true],
      ['loading_docks', false],
      ['road_width', false],
      ['parking', false],
      ['amenities', false],
    ],
    area: [6000, 45000],
    bedrooms: null,
    priceFactor: 0.22,
    weight: 4,
    rentShare: 0.5,
    meta: {
      title: 'Warehouses and industrial sheds',
      description:
        'Warehouses and logistics sheds with loading docks, high ceilings and truck access near highways.',
      keywords: 'warehouse, godown, industrial shed, logistics',
    },
  },
  {
    name: 'Plot / Land',
    slug: 'plot-land',
    icon: 'plot',
    group: 'land',
    kinds: ['plot'],
    params: [
      ['plot_area', true],
      ['facing', false],
      ['road_width', false],
      ['boundary_wall', false],
      ['water_supply', false],
    ],
    area: [1500, 40000],
    bedrooms: null,
    priceFactor: 0.3,
    weight: 10,
    rentShare: 0.05,
    meta: {
      title: 'Plots and land for sale',
      description:
        'Residential and commercial plots with clear titles, road access and utilities. Compare plot sizes and prices.',
      keywords: 'plot, land, residential plot, acre, site',
    },
  },
  {
    name: 'Farmhouse',
    slug: 'farmhouse',
    icon: 'farmhouse',
    group: 'residential',
    kinds: ['farmhouse'],
    params: [
      ['bedrooms', true],
      ['bathrooms', true],
      ['area', true],
      ['plot_area', true],
      ['furnishing', false],
      ['parking', false],
      ['water_supply', false],
      ['amenities', false],
    ],
    area: [2500, 7000],
    bedrooms: [3, 6],
    priceFactor: 0.6,
    weight: 4,
    rentShare: 0.25,
    meta: {
      title: 'Farmhouses for sale and rent',
      description:
        'Farmhouses and country homes on large plots, with orchards, wells and space for weekend living.',
      keywords: 'farmhouse, farm land, country home, weekend home',
    },
  },
];
