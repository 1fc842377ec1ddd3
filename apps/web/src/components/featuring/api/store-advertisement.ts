import { type ApiResult, requestApi } from '@/lib/api-client';
import { API_BROWSER_BASE } from '@/lib/config';
import type { FeatureFor, OwnerAdvertisement, Placement } from '../advertisement.types';

/** `store_advertisement`: feature my listing in a placement, paid by one unit of my package. */
export function storeAdvertisement(
  kind: FeatureFor,
  id: number,
  placement: Placement,
): Promise<ApiResult<OwnerAdvertisement>> {
  return requestApi<OwnerAdvertisement>({
    baseUrl: API_BROWSER_BASE,
    call: 'store_advertisement',
    method: 'POST',
    body: {
      feature_for: kind,
      ...(kind === 'project' ? { project_id: id } : { property_id: id }),
      type: placement,
    },
  });
}
