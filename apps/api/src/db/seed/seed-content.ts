import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { slugify } from '@domus/shared/utils/slug.util';
import { type ArticleDef, BUYING_ARTICLES } from './data/articles-buying.data.js';
import { RENTING_ARTICLES } from './data/articles-renting.data.js';
import { ABOUT_US_HTML, APP_STRINGS, LANGUAGES, PRIVACY_HTML, TERMS_HTML } from './data/pages.data.js';
import { ADMIN_NAME } from './data/people.data.js';
import { articleImageKey, avatarKey, BRAND_KEYS, cityImageKey } from './demo-images.js';
import type { Catalogue } from './seed-catalogue.js';
import { OFFICE } from './seed-users.js';
import type { SeedClock, SeedWriter } from './seed-writer.js';

export const ARTICLES: readonly ArticleDef[] = [...BUYING_ARTICLES, ...RENTING_ARTICLES];

/** The operator's settings, stored JSON-encoded per key. */
export function demoSettings(): Record<string, unknown> {
  return {
    company_name: 'Domus Realty',
    company_email: 'hello@domus.example',
    company_tel1: OFFICE.tel1,
    company_tel2: OFFICE.tel2,
    company_address: OFFICE.address,
    latitude: OFFICE.latitude,
    longitude: OFFICE.longitude,
    iframe_link: null,
    system_version: '1.0.0',
    default_language: 'en',
    currency_symbol: '$',
    selected_currency_data: { code: 'USD', name: 'US Dollar', symbol: '$' },
    number_with_suffix: '1',
    admin_name: ADMIN_NAME,
    admin_image: avatarKey(slugify(ADMIN_NAME, 'user')),
    web_logo: BRAND_KEYS.logo,
    web_footer_logo: BRAND_KEYS.footerLogo,
    web_placeholder_logo: BRAND_KEYS.placeholderLogo,
    web_favicon: BRAND_KEYS.favicon,
    company_logo: BRAND_KEYS.companyLogo,
    img_placeholder: BRAND_KEYS.imgPlaceholder,
    system_color: '#0F766E',
    svg_clr: '#0F766E',
    sell_web_color: '#0F766E',
    sell_web_background_color: '#0F766E1A',
    rent_web_color: '#B45309',
    rent_web_background_color: '#B453091A',
    sell_background: '#ECFDF5',
    category_background: '#F0FDFA',
    facebook_id: 'https://www.facebook.com/domusrealty',
    instagram_id: 'https://www.instagram.com/domusrealty',
    twitter_id: 'https://x.com/domusrealty',
    youtube_id: 'https://www.youtube.com/@domusrealty',
    playstore_id: null,
    appstore_id: null,
    about_us: ABOUT_US_HTML,
    terms_conditions: TERMS_HTML,
    privacy_policy: PRIVACY_HTML,
    web_maintenance_mode: false,
    seo_settings: true,
    allow_cookies: true,
    social_login: true,
    number_with_otp_login: true,
    otp_service_provider: 'sms',
    distance_option: 'km',
    text_property_submission: 'Your property has been submitted and will be live after review.',
    auto_approve: false,
    verification_required_for_user: false,
    map_tile_url: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
    map_tile_attribution: '© OpenStreetMap contributors',
    demo_mode: false,
    // Every gateway on: with no credentials configured, the built-in sandbox serves each of them,
    // so the demo can buy a package end to end through any of the five flows.
    stripe_gateway: true,
    paystack_gateway: true,
    paypal_gateway: true,
    flutterwave_status: true,
    ipay_gateway: true,
    // Paid placement capped: at most three sponsored listings lead a list (the others keep their place).
    sponsored_per_page: 3,
  };
}

export async function seedSettings(w: SeedWriter, clock: SeedClock): Promise<number> {
  const rows = Object.entries(demoSettings()).map(([key, value]) => ({
    key,
    value: JSON.stringify(value),
    updated_at: clock.iso,
  }));
  // Upsert: the API may already have stored keys of its own (for example push keys) on first start.
  await w.db
    .insertInto('settings')
    .values(rows)
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        value: eb.ref('excluded.value'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
  return rows.length;
}

/** Finds `packages/shared/src/i18n` from this module (source or bundle) or the working directory. */
export function findI18nDir(): string | null {
  const starts = [path.dirname(fileURLToPath(import.meta.url)), process.cwd()];
  for (const start of starts) {
    let dir = start;
    for (;;) {
      const candidate = path.join(dir, 'packages', 'shared', 'src', 'i18n');
      if (existsSync(path.join(candidate, 'web-strings.en.json'))) return candidate;
      const parent = path.dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  return null;
}

function webStrings(dir: string | null, code: string): Record<string, string> {
  if (!dir) return APP_STRINGS[code] ?? APP_STRINGS.en ?? {};
  const own = path.join(dir, `web-strings.${code}.json`);
  const file = existsSync(own) ? own : path.join(dir, 'web-strings.en.json');
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

export async function seedLanguages(w: SeedWriter, clock: SeedClock): Promise<number> {
  const dir = findI18nDir();
  await w.insert(
    'languages',
    LANGUAGES.map((lang) => ({
      code: lang.code,
      name: lang.name,
      rtl: lang.rtl,
      status: 1,
      app_file: JSON.stringify(APP_STRINGS[lang.code] ?? APP_STRINGS.en),
      web_file: JSON.stringify(webStrings(dir, lang.code)),
      created_at: clock.daysAgo(400),
      updated_at: clock.daysAgo(400),
    })),
  );
  return LANGUAGES.length;
}

/** One catalogue row per listing city, with a generated picture. */
export async function seedCities(w: SeedWriter, clock: SeedClock, names: string[]): Promise<number> {
  const unique = [...new Map(names.map((n) => [n.trim().toLowerCase(), n.trim()])).entries()];
  if (!unique.length) return 0;
  await w.db
    .insertInto('cities')
    .values(
      unique.map(([key, name]) => ({
        name,
        name_key: key,
        image: cityImageKey(slugify(name, 'city')),
        status: 1,
        created_at: clock.daysAgo(400),
        updated_at: clock.daysAgo(400),
      })),
    )
    .onConflict((oc) => oc.column('name_key').doNothing())
    .execute();
  return unique.length;
}

export function articleHtml(a: ArticleDef): string {
  const sections = a.sections.map((s) => {
    const list = s.list ? `<ul>${s.list.map((item) => `<li>${item}</li>`).join('')}</ul>` : '';
    return `<h2>${s.heading}</h2><p>${s.text}</p>${list}`;
  });
  return `<p><strong>${a.intro}</strong></p>${sections.join('')}`;
}

export async function seedArticles(w: SeedWriter, clock: SeedClock, catalogue: Catalogue): Promise<number> {
  const categoryId = new Map(catalogue.categories.map((c) => [c.def.slug, c.id]));
  await w.insert(
    'articles',
    ARTICLES.map((a, i) => {
      const at = clock.daysAgo(300 - i * 14.5);
      return {
        slug_id: slugify(a.title, 'article'),
        title: a.title,
        image: articleImageKey(i + 1),
        description: articleHtml(a),
        category_id: a.category ? (categoryId.get(a.category) ?? null) : null,
        meta_title: a.title.slice(0, 60),
        meta_description: a.intro.length <= 160 ? a.intro : `${a.intro.slice(0, 157).trimEnd()}...`,
        meta_keywords: a.keywords,
        meta_image: null,
        created_at: at,
        updated_at: at,
      };
    }),
  );
  return ARTICLES.length;
}

/** About us in French and Arabic (content_pages); privacy and terms show the English text. */
export async function seedPageTranslations(w: SeedWriter, clock: SeedClock): Promise<number> {
  const rows = [
    {
      language_code: 'fr',
      content:
        '<h2>Qui sommes-nous</h2><p><strong>Domus</strong> met en relation acheteurs, locataires, propriétaires et agents vérifiés.</p><p>Chaque annonce est relue avant sa publication.</p>',
    },
    {
      language_code: 'ar',
      content:
        '<h2>من نحن</h2><p><strong>دوموس</strong> سوق عقاري يجمع المشترين والمستأجرين والملاك والوكلاء الموثّقين.</p><p>نراجع كل إعلان قبل نشره.</p>',
    },
  ];
  await w.db
    .insertInto('content_pages')
    .values(rows.map((r) => ({ page: 'about_us', ...r, created_at: clock.iso, updated_at: clock.iso })))
    .onConflict((oc) => oc.columns(['page', 'language_code']).doNothing())
    .execute();
  return rows.length;
}
