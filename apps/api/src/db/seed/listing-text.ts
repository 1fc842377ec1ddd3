import type { CategoryDef } from './data/categories.data.js';
import {
  BUILDING_NAMES,
  COUNTRY_STYLE,
  type CountryStyle,
  type GazetteerCity,
  STREETS,
} from './data/gazetteer.data.js';
import {
  COASTAL_FEATURES,
  COMMERCIAL_HIGHLIGHTS,
  FURNISHING_PHRASES,
  HOME_FEATURES,
  LAND_HIGHLIGHTS,
  LOCATION_PHRASES,
  RENT_CLOSINGS,
  RESIDENTIAL_HIGHLIGHTS,
  SALE_CLOSINGS,
} from './data/listing-text.data.js';
import type { SeedRandom } from './seed-random.js';

/** What the text builder needs to know about one listing. */
export interface ListingFacts {
  category: CategoryDef;
  city: GazetteerCity;
  area: string;
  rent: boolean;
  sqft: number;
  bedrooms: number | null;
  bathrooms: number | null;
  furnishing: string | null;
  floor: number | null;
  totalFloors: number | null;
  /** One adjective for both the title and the description, so they agree. */
  adjective: string;
  /** Phrases such as `school (0.8 km)`. */
  nearby: string[];
}

const styleOf = (city: GazetteerCity): CountryStyle => COUNTRY_STYLE[city.country] ?? 'us';
const fmt = (n: number) => n.toLocaleString('en-US');

function bedsLabel(beds: number, style: CountryStyle): string {
  if (style === 'india') return `${beds} BHK`;
  if (style === 'uk') return `${beds}-bed`;
  return `${beds}-Bedroom`;
}

function noun(category: CategoryDef, style: CountryStyle, r: SeedRandom): string {
  if (category.slug === 'apartment') {
    if (style === 'uk') return 'Flat';
    if (style === 'us') return r.pick(['Apartment', 'Condo']);
    if (style === 'india') return r.pick(['Apartment', 'Flat']);
    return 'Apartment';
  }
  if (category.slug === 'studio') return 'Studio Apartment';
  if (category.slug === 'plot-land') return r.pick(['Residential Plot', 'Plot', 'Land']);
  if (category.slug === 'office') return 'Office Space';
  if (category.slug === 'shop') return r.pick(['Retail Shop', 'Shop', 'Showroom']);
  return category.name;
}

export function listingTitle(f: ListingFacts, r: SeedRandom): string {
  const style = styleOf(f.city);
  const n = noun(f.category, style, r);
  const rentWord = style === 'uk' ? 'to Rent' : 'for Rent';
  if (f.category.group === 'land') {
    const acres = f.sqft / 43_560;
    const size = acres >= 1 ? `${Math.round(acres * 10) / 10}-Acre` : `${fmt(f.sqft)} sq ft`;
    return f.rent ? `${size} ${n} on Lease in ${f.area}` : `${size} ${n} in ${f.area}`;
  }
  if (f.category.group === 'commercial') {
    const size = `${fmt(f.sqft)} sq ft`;
    if (f.rent) {
      return r.chance(0.5)
        ? `${size} ${n} for Lease in ${f.area}`
        : `${f.adjective} ${n} ${rentWord} in ${f.area}`;
    }
    return r.chance(0.5) ? `${size} ${n} for Sale in ${f.area}` : `${f.adjective} ${n} in ${f.area}`;
  }
  const beds = f.bedrooms ? `${bedsLabel(f.bedrooms, style)} ` : '';
  const features = f.city.coastal ? [...HOME_FEATURES, ...COASTAL_FEATURES] : HOME_FEATURES;
  if (f.rent) {
    const furnished = f.furnishing === 'Furnished' ? 'Furnished ' : '';
    return r.chance(0.5)
      ? `${furnished}${beds}${n} ${rentWord} in ${f.area}`
      : `${f.adjective} ${beds}${n} with ${r.pick(features)}, ${f.area}`;
  }
  return r.chance(0.55)
    ? `${f.adjective} ${beds}${n} in ${f.area}`
    : `${beds}${n} with ${r.pick(features)} in ${f.area}`;
}

const OFFICE_BUILDINGS = [
  'Trade Centre',
  'Business Park',
  'Corporate Tower',
  'Commerce House',
  'Tech Square',
];

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/** Sanitised HTML (p, ul/li, strong) as the contract's rich-text allow-list permits. */
export function listingDescription(f: ListingFacts, r: SeedRandom): string {
  const kind = f.category.slug === 'plot-land' ? 'plot' : f.category.name.toLowerCase();
  const adjective = f.adjective.toLowerCase();
  const where = `${f.area}, ${f.city.name}`;
  const nearby = f.nearby.length ? ` Within easy reach: ${f.nearby.slice(0, 3).join(', ')}.` : '';
  const parts: string[] = [];
  if (f.category.group === 'land') {
    parts.push(
      `<p>${capitalize(article(adjective))} ${adjective} ${kind} of <strong>${fmt(f.sqft)} sq ft</strong> in ${where}, ${r.pick(LOCATION_PHRASES)}.${nearby}</p>`,
    );
    parts.push(list(r.sample(LAND_HIGHLIGHTS, r.int(3, 4))));
  } else if (f.category.group === 'commercial') {
    const floor =
      f.floor !== null && f.totalFloors ? ` on floor ${f.floor} of a ${f.totalFloors}-storey building` : '';
    parts.push(
      `<p>${capitalize(article(adjective))} ${adjective} ${kind} of <strong>${fmt(f.sqft)} sq ft</strong>${floor} in ${where}, ${r.pick(LOCATION_PHRASES)}.${nearby}</p>`,
    );
    parts.push(list(r.sample(COMMERCIAL_HIGHLIGHTS, r.int(3, 5))));
  } else {
    const rooms = f.bedrooms ? `${f.bedrooms} bedroom${f.bedrooms > 1 ? 's' : ''} and ` : '';
    const baths = f.bathrooms ? `${f.bathrooms} bathroom${f.bathrooms > 1 ? 's' : ''}` : 'a bathroom';
    const furnishing = f.furnishing ? ` ${FURNISHING_PHRASES[f.furnishing] ?? ''}` : '';
    parts.push(
      `<p>${capitalize(article(adjective))} ${adjective} ${kind} in ${where}, ${r.pick(LOCATION_PHRASES)}.${nearby}</p>`,
    );
    parts.push(
      `<p>The home offers ${rooms}${baths} across <strong>${fmt(f.sqft)} sq ft</strong>${furnishing}.</p>`,
    );
    parts.push(list(r.sample(RESIDENTIAL_HIGHLIGHTS, r.int(3, 5))));
  }
  parts.push(`<p>${r.pick(f.rent ? RENT_CLOSINGS : SALE_CLOSINGS)}</p>`);
  return parts.join('');
}

function list(items: string[]): string {
  return `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function listingAddress(f: ListingFacts, r: SeedRandom): string {
  const style = styleOf(f.city);
  const street = r.pick(STREETS[style]);
  const slug = f.category.slug;
  if (slug === 'office')
    return `Suite ${(f.floor ?? 1) * 100 + r.int(1, 20)}, ${r.pick(OFFICE_BUILDINGS)}, ${street}, ${f.area}`;
  if (slug === 'shop') return `Shop ${r.int(1, 60)}, ${street}, ${f.area}`;
  if (slug === 'warehouse') return `Unit ${r.int(1, 40)}, ${f.area} Industrial Estate, ${street}`;
  if (slug === 'plot-land' || slug === 'farmhouse') return `Plot ${r.int(1, 320)}, ${street}, ${f.area}`;
  const stacked = f.floor !== null;
  const unit = stacked ? (f.floor ?? 1) * 100 + r.int(1, 12) : r.int(1, 240);
  switch (style) {
    case 'india':
      return stacked
        ? `${unit}, ${r.pick(BUILDING_NAMES)}, ${street}, ${f.area}`
        : `Plot ${r.int(1, 180)}, ${street}, ${f.area}`;
    case 'uae':
      return stacked
        ? `Unit ${unit}, ${r.pick(BUILDING_NAMES)}, ${f.area}`
        : `Villa ${r.int(1, 120)}, ${street}, ${f.area}`;
    case 'uk':
      return stacked
        ? `Flat ${unit}, ${r.int(2, 180)} ${street}, ${f.area}`
        : `${r.int(2, 180)} ${street}, ${f.area}`;
    case 'kenya':
      return stacked
        ? `Apartment ${unit}, ${r.pick(BUILDING_NAMES)}, ${street}, ${f.area}`
        : `House ${r.int(1, 90)}, ${street}, ${f.area}`;
    default:
      return stacked
        ? `${r.int(10, 2400)} ${street}, Unit ${unit}, ${f.area}`
        : `${r.int(10, 2400)} ${street}, ${f.area}`;
  }
}

/** Plain-text first sentence, 50–160 characters as the SEO check wants. */
export function metaDescription(title: string, f: ListingFacts): string {
  const price = f.rent ? 'for rent' : 'for sale';
  const text = `${title} ${price} in ${f.area}, ${f.city.name}. ${fmt(f.sqft)} sq ft, photos, nearby places and owner contact on Domus.`;
  return text.length <= 160 ? text : `${text.slice(0, 157).trimEnd()}...`;
}
