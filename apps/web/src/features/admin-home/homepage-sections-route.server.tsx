import type { HomepageSection } from '@domus/shared/schemas/admin-homepage.schema';
import type { Metadata } from 'next';
import { operatorReader } from '@/components/access/operator-access.server';
import { AdminConsole } from '@/components/admin/admin-console.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import type { TranslationKey } from '@/lib/i18n/translate.util';
import { getAdminHomepageSections } from './api/get-admin-homepage-sections';
import { HomepageSectionsForm } from './homepage-sections-form.client';

// /admin/homepage-sections: which homepage sections show, in which order, under which heading.

const PATH = '/admin/homepage-sections';

/** Each section by the heading the home page gives it. */
const LABELS: Record<HomepageSection, TranslationKey> = {
  categories_section: 'categoriesTitle',
  featured_section: 'featuredPropertiesTitle',
  nearby_properties: 'nearbyTitle',
  user_recommendation: 'recommendedTitle',
  most_viewed_properties: 'mostViewedTitle',
  project_featured_section: 'featuredProjectsTitle',
  most_liked_properties: 'mostLikedTitle',
  project_section: 'projectsTitle',
  agents_list: 'agentsTitle',
  article_section: 'articlesTitle',
  faq_section: 'faqsTitle',
};

const WORDS = [
  'adminHomeSectionsSave',
  'adminHomeSectionsSaving',
  'adminHomeSectionsFailed',
  'adminHomeSectionsUp',
  'adminHomeSectionsDown',
  'adminHomeSectionsTitleLabel',
  'adminHomeSectionsTitlePlaceholder',
] as const satisfies readonly TranslationKey[];

async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return {
    title: `${t('adminHomeSectionsTitle')} · ${t('adminConsoleTitle')}`,
    robots: { index: false, follow: false },
  };
}

async function Page() {
  const read = operatorReader(PATH);
  const [{ t }, result] = await Promise.all([getI18n(), getAdminHomepageSections(read)]);
  return (
    <AdminConsole
      current="homepage-sections"
      title={t('adminHomeSectionsTitle')}
      intro={t('adminHomeSectionsIntro')}
      t={t}
    >
      {result.kind === 'success' ? (
        <HomepageSectionsForm
          sections={result.body.data}
          labels={Object.fromEntries(Object.entries(LABELS).map(([k, key]) => [k, t(key)]))}
          words={Object.fromEntries(WORDS.map((key) => [key, t(key)]))}
        />
      ) : (
        <StateNotice
          tone="error"
          title={t('adminHomeSectionsFailed')}
          action={{ href: PATH, label: t('tryAgain') }}
        />
      )}
    </AdminConsole>
  );
}

export const homepageSectionsRoute = { generateMetadata, Page };
