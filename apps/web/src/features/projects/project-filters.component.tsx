import type { CategoryNested } from '@/lib/api-types';
import type { Translate } from '@/lib/i18n/translate.util';
import type { ProjectFilters } from './projects-api';

// A plain GET form: works without script, and the filters live in the URL (shareable, back button).

const FIELD = 'min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 text-gray-900';
const LABEL = 'mb-1 block text-sm font-semibold text-gray-900';

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
        <div className="lg:col-span-2">
          <label htmlFor="project-search" className={LABEL}>
            {t('filterKeyword')}
          </label>
          <input
            id="project-search"
            name="search"
            type="search"
            maxLength={100}
            defaultValue={filters.search ?? ''}
            placeholder={t('searchPlaceholder')}
            className={FIELD}
          />
        </div>
        <div>
          <label htmlFor="project-type" className={LABEL}>
            {t('projectFilterType')}
          </label>
          <select id="project-type" name="type" defaultValue={filters.type ?? ''} className={FIELD}>
            <option value="">{t('filterAny')}</option>
            <option value="under_construction">{t('underConstruction')}</option>
            <option value="upcoming">{t('upcoming')}</option>
          </select>
        </div>
        <div>
          <label htmlFor="project-category" className={LABEL}>
            {t('filterCategory')}
          </label>
          <select
            id="project-category"
            name="category"
            defaultValue={filters.category ?? ''}
            className={FIELD}
          >
            <option value="">{t('filterAny')}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.slug_id}>
                {c.category}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="project-city" className={LABEL}>
            {t('filterCity')}
          </label>
          <input
            id="project-city"
            name="city"
            type="text"
            maxLength={100}
            defaultValue={filters.city ?? ''}
            className={FIELD}
          />
        </div>
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
