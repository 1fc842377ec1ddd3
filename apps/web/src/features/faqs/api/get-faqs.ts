import { queryOptions } from '@tanstack/react-query';
import type { ApiResult } from '@/lib/api-client';
import { type ApiRead, browserRead, dataOf } from '@/lib/api-read';
import type { Faq } from '@/lib/api-types';

const PAGE = 100;
const MAX_PAGES = 10;

/** Every active FAQ (the call pages by 100 at most), newest first. */
export async function getFaqs(read: ApiRead): Promise<ApiResult<Faq[]>> {
  const first = await read<Faq[]>('faqs', { offset: 0, limit: PAGE });
  if (first.kind !== 'success') return first;
  const all = [...first.body.data];
  const total = first.body.total ?? all.length;
  for (let page = 1; all.length < total && page < MAX_PAGES; page++) {
    const next = await read<Faq[]>('faqs', { offset: page * PAGE, limit: PAGE });
    if (next.kind !== 'success' || next.body.data.length === 0) break;
    all.push(...next.body.data);
  }
  return { ...first, body: { ...first.body, data: all } };
}

export function faqsQueryOptions() {
  return queryOptions({ queryKey: ['faqs'], queryFn: () => dataOf(getFaqs(browserRead)) });
}
