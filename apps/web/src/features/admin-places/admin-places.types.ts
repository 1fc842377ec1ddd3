/** An outdoor facility as `admin/facilities` answers it. */
export interface AdminFacility {
  id: number;
  name: string;
  image: string | null;
  /** The picture's address (`image` is the stored key). */
  image_url: string | null;
  /** Listings giving a distance to it: such a place cannot be deleted. */
  in_use: number;
}

/** A city as `admin/cities` answers it. */
export interface AdminCity {
  id: number;
  name: string;
  image: string | null;
  /** The picture's address (`image` is the stored key). */
  image_url: string | null;
  enabled: boolean;
}
