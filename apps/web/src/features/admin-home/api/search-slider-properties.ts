import { browserRead } from '@/lib/api-read';

export interface SliderPropertyChoice {
  id: number;
  title: string;
  city: string;
}

/**
 * `GET admin/properties` from the browser: approved, switched-on properties whose title holds the
 * words (a slider may only point at a publicly visible one). Needs listings.read: without it the
 * answer is an error and the form keeps only the number field.
 */
export function searchSliderProperties(search: string) {
  return browserRead<SliderPropertyChoice[]>('admin/properties', {
    search,
    request_status: 'approved',
    status: 1,
    limit: 8,
  });
}
