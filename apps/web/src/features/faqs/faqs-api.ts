import 'server-only';
import type { ApiResult } from '@/lib/api-client';
import type { Faq } from '@/lib/api-types';
import { getApiRead } from '@/lib/server-api';

const PAGE = 100;
const MAX_PAGES = 10;

/** Every active FAQ (the call pages by 100 at most), newest first. */
export async function getAllFaqs(): Promise<ApiResult<Faq[]>> {
  const first = await getApiRead<Faq[]>('faqs', `offset=0&limit=${PAGE}`);
  if (first.kind !== 'success') return first;
  const all = [...first.body.data];
  const total = first.body.total ?? all.length;
  for (let page = 1; all.length < total && page < MAX_PAGES; page++) {
    const next = await getApiRead<Faq[]>('faqs', `offset=${page * PAGE}&limit=${PAGE}`);
    if (next.kind !== 'success' || next.body.data.length === 0) break;
    all.push(...next.body.data);
  }
  return { ...first, body: { ...first.body, data: all } };
}
