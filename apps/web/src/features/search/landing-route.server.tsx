import 'server-only';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import type { Category } from '@/lib/api-types';
import { getI18n } from '@/lib/i18n/server-i18n';
import type { Translate } from '@/lib/i18n/translate.util';
import { getWebSettings, serverRead } from '@/lib/server-api';
import { companyNameOf } from '@/lib/settings.util';
import { getCategory } from './api/get-category';
import { getPropertyList } from './api/get-property-list';
import { getSearchData } from './api/get-search-data';
import { SearchView } from './components/search-view.component';
import { searchMetadata, searchTitle } from './search-metadata.util';
import {
  canonicalPath,
  emptyFilters,
  type FixedFilters,
  parseSearchParams,
  type RawSearchParams,
  tidyUrl,
} from './search-params.util';

// The crawlable landing pages of one category (/categories/{slug}) and one city (/cities/{city}):
// the search with one filter fixed by the path, its own title, description and breadcrumbs, and a
// real 404 for a subject that does not exist. One implementation; app/ only re-exports the two.

/** Decodes a path segment once; a malformed escape is taken literally. */
export function pathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** What a landing page says about its subject. */
interface Landing {
  /** The h1 and the last breadcrumb. */
  name: string;
  heading: string;
  /** The base of the <title>, to which the active filters are added. */
  title: string;
  description: string;
  basePath: string;
  fixed: FixedFilters;
  /** The list page above this one in the breadcrumbs. */
  parent: { name: string; path: string };
  image?: string | null;
  keywords?: string | null;
}

interface LandingKind<S> {
  /** The subject of the path segment; 404 when there is none. */
  find(segment: string): Promise<S>;
  describe(subject: S, t: Translate, company: string): Landing;
}

type Props<P extends string> = {
  params: Promise<Record<P, string>>;
  searchParams: Promise<RawSearchParams>;
};

function landingRoute<P extends string, S>(param: P, kind: LandingKind<S>) {
  async function landingOf(params: Promise<Record<P, string>>) {
    const [segment, settings, i18n] = await Promise.all([params, getWebSettings(), getI18n()]);
    const subject = await kind.find(pathSegment(segment[param]));
    const company = companyNameOf(settings.kind === 'success' ? settings.body.data : null);
    return { landing: kind.describe(subject, i18n.t, company), company, i18n };
  }

  async function generateMetadata({ params, searchParams }: Props<P>): Promise<Metadata> {
    const [{ landing, company, i18n }, raw] = await Promise.all([landingOf(params), searchParams]);
    const filters = parseSearchParams(raw, landing.fixed);
    return searchMetadata({
      title: searchTitle(landing.title, filters, landing.fixed, [], i18n.t),
      description: landing.description,
      canonical: canonicalPath(landing.basePath, filters, landing.fixed),
      siteName: company,
      locale: i18n.code,
      image: landing.image,
      keywords: landing.keywords,
    });
  }

  // biome-ignore lint/correctness/noComponentHookFactories: made once per route when the module loads, never during a render
  async function Page({ params, searchParams }: Props<P>) {
    const [{ landing, i18n }, raw] = await Promise.all([landingOf(params), searchParams]);
    const { t } = i18n;
    const filters = parseSearchParams(raw, landing.fixed);
    const tidy = tidyUrl(raw, landing.basePath, filters, landing.fixed);
    if (tidy) redirect(tidy);
    const data = await getSearchData(serverRead, filters);
    return (
      <SearchView
        heading={landing.heading}
        intro={landing.description}
        crumbs={[
          { name: t('home'), path: '/' },
          landing.parent,
          { name: landing.name, path: landing.basePath },
        ]}
        basePath={landing.basePath}
        fixed={landing.fixed}
        filters={filters}
        data={data}
        t={t}
      />
    );
  }

  /**
   * The existence check also lives in the segment's layout (the lookup is shared with the page): a
   * layout renders outside its own segment's loading boundary, so once no loading.tsx sits above the
   * route an unknown subject answers a real 404 status rather than a streamed, noindex 404 page.
   */
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route when the module loads, never during a render
  async function Layout({ children, params }: { children: ReactNode; params: Promise<Record<P, string>> }) {
    await kind.find(pathSegment((await params)[param]));
    return children;
  }

  return { generateMetadata, Page, Layout };
}

/** The category of /categories/{slug}; 404 when no active category has that slug. */
async function categoryOr404(slug: string): Promise<Category> {
  const result = await getCategory(serverRead, slug);
  if (result.kind === 'network') throw new Error('The categories could not be loaded.');
  const category =
    result.kind === 'success'
      ? result.body.data.find((c) => c.slug_id.toLowerCase() === slug.toLowerCase())
      : null;
  if (!category) notFound();
  return category;
}

/** The city of /cities/{city} as listings spell it; 404 when it has no publicly visible listing. */
async function cityOr404(city: string): Promise<string> {
  const result = await getPropertyList(serverRead, { ...emptyFilters({ city }), page: 1 });
  if (result.kind === 'network') throw new Error('The listings could not be loaded.');
  if (result.kind !== 'success' || (result.body.total ?? result.body.data.length) === 0) notFound();
  const spelled = result.body.data.find((p) => p.city?.toLowerCase() === city.toLowerCase())?.city;
  return spelled ?? city;
}

export const categoryLanding = landingRoute('slug', {
  find: categoryOr404,
  describe: (category, t, company) => {
    const description =
      category.meta_description?.trim() ||
      t('categoryFallbackDescription', { category: category.category, company });
    return {
      name: category.category,
      heading: category.category,
      title: category.meta_title?.trim() || category.category,
      description,
      basePath: `/categories/${encodeURIComponent(category.slug_id)}`,
      fixed: { category: category.slug_id },
      parent: { name: t('categoriesPageTitle'), path: '/categories' },
      image: category.meta_image || category.image,
      keywords: category.meta_keywords,
    };
  },
});

export const cityLanding = landingRoute('city', {
  find: cityOr404,
  describe: (city, t, company) => ({
    name: city,
    heading: t('cityPageTitle', { city }),
    title: t('cityPageTitle', { city }),
    description: t('cityPageDescription', { city, company }),
    basePath: `/cities/${encodeURIComponent(city)}`,
    fixed: { city },
    parent: { name: t('citiesPageTitle'), path: '/cities' },
  }),
});
