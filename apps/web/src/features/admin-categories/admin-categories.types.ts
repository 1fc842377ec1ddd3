import type { ParameterType } from '@domus/shared/constants/enums.constants';

/** A category as `admin/categories` answers it. */
export interface AdminCategoryParameter {
  id: number;
  name: string;
  type_of_parameter: ParameterType;
  type_values: string[] | null;
  image: string | null;
  is_required: boolean;
}

export interface AdminCategory {
  id: number;
  category: string;
  slug_id: string;
  /** The stored key; `image_url` is its address. */
  image: string | null;
  image_url: string | null;
  active: boolean;
  sequence: number;
  meta_title: string | null;
  meta_description: string | null;
  parameters: AdminCategoryParameter[];
  /** Listings and projects filed under it: such a category cannot be deleted. */
  in_use: number;
  created_at: string | null;
  updated_at: string | null;
}
