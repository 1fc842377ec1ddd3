// The /projects page's filters: read from its query string, written back into its links.

export interface ProjectFilters {
  search?: string;
  type?: 'under_construction' | 'upcoming';
  city?: string;
  /** A category id or slug. */
  category?: string;
  page: number;
}

type Raw = Record<string, string | string[] | undefined>;

function one(value: string | string[] | undefined, max = 100): string | undefined {
  const v = (Array.isArray(value) ? value[0] : value)?.trim();
  return v ? v.slice(0, max) : undefined;
}

export function parseProjectFilters(raw: Raw, page: number): ProjectFilters {
  const type = one(raw.type);
  return {
    search: one(raw.search),
    type: type === 'under_construction' || type === 'upcoming' ? type : undefined,
    city: one(raw.city),
    category: one(raw.category),
    page,
  };
}

/** The page's own URL for these filters (canonical, pagination). */
export function projectsPath(filters: ProjectFilters, page = filters.page): string {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.type) params.set('type', filters.type);
  if (filters.city) params.set('city', filters.city);
  if (filters.category) params.set('category', filters.category);
  if (page > 1) params.set('page', String(page));
  const qs = params.toString();
  return `/projects${qs ? `?${qs}` : ''}`;
}

export function hasProjectFilters(filters: ProjectFilters): boolean {
  return Boolean(filters.search || filters.type || filters.city || filters.category);
}
