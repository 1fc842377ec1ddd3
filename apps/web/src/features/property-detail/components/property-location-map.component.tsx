import type { PropertyDetail, WebSettings } from '@/lib/api-types';
import type { Translate } from '@/lib/i18n/translate.util';

// The property's map. Placeholder until the shared map component (components/map) is committed;
// the location block above it already gives the address, coordinates and an OpenStreetMap link.

export function PropertyLocationMap(_props: {
  property: PropertyDetail;
  settings: WebSettings | null;
  t: Translate;
}) {
  return null;
}
