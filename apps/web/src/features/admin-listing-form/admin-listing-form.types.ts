// admin/properties/{id} and admin/projects/{id}: the listing as the member's edit form reads it
// (kept open here: this feature hands it to the form untouched), with its owner and moderation.

export interface AdminListingOwner {
  /** 0: the operator. */
  id: number;
  name: string | null;
  email: string | null;
}

export interface AdminListingRecord {
  id: number;
  slug_id: string;
  title: string;
  owner: AdminListingOwner;
  is_admin_listing: boolean;
  request_status: string;
  status: number;
  [field: string]: unknown;
}

/** The form a route shows: the member's listing form in its operator mode (given by the page). */
export type OperatorFormSlot = (props: {
  read: import('@/lib/api-read').ApiRead;
  listing: AdminListingRecord | null;
}) => Promise<React.ReactNode>;
