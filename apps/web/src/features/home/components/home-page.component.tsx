import type { HomepageData, WebSettings } from '@/lib/api-types';
import type { Translate } from '@/lib/i18n/translate.util';
import { priceFormatOptions } from '@/lib/price-label.util';
import { type HomeSectionKey, homeSectionTitle, visibleHomeSections } from '../home-sections.util';
import { AgentsSection } from './agents-section.component';
import { ArticlesSection } from './articles-section.component';
import { CategoriesSection } from './categories-section.component';
import { FaqSection } from './faq-section.component';
import { HomeHero } from './home-hero.component';
import { ProjectSection } from './project-section.component';
import { PropertySection } from './property-section.component';
import { RecommendedPrompt } from './recommended-prompt.component';

export interface HomePageProps {
  data: HomepageData;
  settings: WebSettings | null;
  locale: string;
  t: Translate;
}

export function HomePage({ data, settings, locale, t }: HomePageProps) {
  const priceOptions = priceFormatOptions(settings);
  const placeholder = settings?.web_placeholder_logo ?? settings?.img_placeholder ?? null;
  const property = { priceOptions, placeholder, t };

  const render = (key: HomeSectionKey) => {
    const own = homeSectionTitle(data, key);
    switch (key) {
      case 'categories':
        return <CategoriesSection key={key} categories={data.categories_section ?? []} t={t} />;
      case 'featuredProperties':
        return (
          <PropertySection
            key={key}
            id="featured-properties"
            title={own ?? t('featuredPropertiesTitle')}
            viewAllHref="/properties?promoted=1"
            properties={data.featured_section ?? []}
            {...property}
          />
        );
      case 'nearbyProperties':
        return (
          <PropertySection
            key={key}
            id="nearby-properties"
            title={own ?? t('nearbyTitle')}
            viewAllHref="/properties"
            properties={data.nearby_properties ?? []}
            {...property}
          />
        );
      case 'recommendedProperties':
        return (
          <PropertySection
            key={key}
            id="recommended-properties"
            title={own ?? t('recommendedTitle')}
            viewAllHref="/user/personalised-feed"
            properties={data.user_recommendation ?? []}
            {...property}
          />
        );
      case 'mostViewedProperties':
        return (
          <PropertySection
            key={key}
            id="most-viewed-properties"
            title={own ?? t('mostViewedTitle')}
            viewAllHref="/properties?most_viewed=1"
            properties={data.most_viewed_properties ?? []}
            {...property}
          />
        );
      case 'mostLikedProperties':
        return (
          <PropertySection
            key={key}
            id="most-liked-properties"
            title={own ?? t('mostLikedTitle')}
            viewAllHref="/properties?most_liked=1"
            properties={data.most_liked_properties ?? []}
            {...property}
          />
        );
      case 'featuredProjects':
        return (
          <ProjectSection
            key={key}
            id="featured-projects"
            title={own ?? t('featuredProjectsTitle')}
            viewAllHref="/projects?get_featured=1"
            projects={data.project_featured_section ?? []}
            placeholder={placeholder}
            t={t}
          />
        );
      case 'projects':
        return (
          <ProjectSection
            key={key}
            id="projects"
            title={own ?? t('projectsTitle')}
            viewAllHref="/projects"
            projects={data.project_section ?? []}
            placeholder={placeholder}
            t={t}
          />
        );
      case 'agents':
        return <AgentsSection key={key} agents={data.agents_list ?? []} t={t} />;
      case 'articles':
        return (
          <ArticlesSection
            key={key}
            articles={data.article_section ?? []}
            placeholder={placeholder}
            locale={locale}
            t={t}
          />
        );
      case 'faqs':
        return <FaqSection key={key} faqs={data.faq_section ?? []} t={t} />;
    }
  };

  return (
    <>
      <HomeHero sliders={data.slider_section ?? []} priceOptions={priceOptions} t={t} />
      {visibleHomeSections(data).map(render)}
      {/* A member without recommendations (the key is absent for guests) is shown the way to them. */}
      {data.user_recommendation?.length === 0 ? <RecommendedPrompt t={t} /> : null}
    </>
  );
}
