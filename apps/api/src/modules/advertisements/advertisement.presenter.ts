import { toIso } from '../../db/dialect.js';
import type { AdvertisementRow } from './advertisement.repository.js';

/** Advertisement §2.9: the fields that leave the server. */
export function presentAdvertisement(row: AdvertisementRow) {
  return {
    id: row.id,
    for: row.for,
    type: row.type,
    property_id: row.property_id,
    project_id: row.project_id,
    package_id: row.package_id,
    customer_id: row.customer_id,
    status: Number(row.status),
    is_enable: Boolean(Number(row.is_enable)),
    start_date: toIso(row.start_date),
    end_date: toIso(row.end_date),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}
