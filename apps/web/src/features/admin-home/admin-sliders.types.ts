import type { SliderKind } from '@domus/shared/schemas/admin-slider.schema';

/** A slider as `admin/sliders` answers it (image URLs, the type by name). */
export interface AdminSlider {
  id: number;
  type: SliderKind;
  image: string | null;
  web_image: string | null;
  link: string | null;
  category_id: number | null;
  property_id: number | null;
  show_property_details: boolean;
  status: boolean;
  sequence: number;
  updated_at: string;
}

/** A category the form's picker offers. */
export interface SliderCategoryChoice {
  id: number;
  category: string;
}
