import {
  CategoryFilter,
  CityFilter,
  type FilterLook,
  FilterSelect,
  KeywordFilter,
} from '@/components/filters/filter-field.component';
import type { CategoryNested } from '@/lib/api-types';
import type { Translate } from '@/lib/i18n/translate.util';
import type { ProjectFilters } from './project-filters.util';

// A plain GET form: works without script, and the filters live in the URL (shareable, back button).

const LOOK: FilterLook = {
  label: 'mb-1 block text-sm font-semibold text-gray-900',
  control: 'min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 text-gray-900',
};

export function ProjectFilterForm({
  filters,
  categories,
  t,
}: {
  filters: ProjectFilters;
  categories: CategoryNested[];
  t: Translate;
}) {
  return (
    <search aria-label={t('projectsSearchLabel')}>
      <form
        action="/projects"
        method="get"
        className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        <KeywordFilter
          id="project-search"
          className="lg:col-span-2"
          defaultValue={filters.search}
          look={LOOK}
          t={t}
        />
        <FilterSelect
          id="project-type"
          label={t('projectFilterType')}
          name="type"
          defaultValue={filters.type}
          options={[
            ['', t('filterAny')],
            ['under_construction', t('underConstruction')],
            ['upcoming', t('upcoming')],
          ]}
          look={LOOK}
        />
        <CategoryFilter
          id="project-category"
          categories={categories}
          defaultValue={filters.category}
          look={LOOK}
          t={t}
        />
        <CityFilter id="project-city" maxLength={100} defaultValue={filters.city} look={LOOK} t={t} />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-5">
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-md bg-(--brand) px-5 font-semibold text-(--on-brand)"
          >
            {t('applyFilters')}
          </button>
          <a
            href="/projects"
            className="inline-flex min-h-11 items-center rounded-md px-3 font-semibold text-(--brand-ink) hover:underline"
          >
            {t('clearFilters')}
          </a>
        </div>
      </form>
    </search>
  );
}
