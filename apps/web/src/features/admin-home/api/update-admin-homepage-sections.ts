import type { HomepageSectionEntry } from '@domus/shared/schemas/admin-homepage.schema';
import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';

/** `PATCH admin/homepage-sections`: the whole arrangement, in display order. */
export function updateAdminHomepageSections(
  sections: HomepageSectionEntry[],
  handlers: AnswerHandlers<HomepageSectionEntry[], BrowserApiRequest>,
) {
  return callApi<HomepageSectionEntry[]>(
    {
      call: 'admin/homepage-sections',
      method: 'PATCH',
      body: { sections: sections.map((s) => ({ section: s.section, shown: s.shown, title: s.title ?? '' })) },
    },
    handlers,
  );
}
