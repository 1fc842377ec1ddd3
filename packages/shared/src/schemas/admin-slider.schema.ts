import { z } from 'zod';
import { boolParam, enumParam, idParam, intParam, pagination, required, textParam } from './params.schema';

// The operators' homepage sliders (issue 14, admin/sliders; the public shape is contract §2.15,
// shown in homepage-data's slider_section, at most 20 entries, §4.16).

/** By name; stored and answered as the contract's codes "1" to "4". */
export const SLIDER_KINDS = ['default', 'category', 'property', 'link'] as const;
export type SliderKind = (typeof SLIDER_KINDS)[number];
export const SLIDER_KIND_CODES = { default: '1', category: '2', property: '3', link: '4' } as const;

export const SLIDER_LINK_MAX = 500;
export const SLIDER_SEQUENCE_MAX = 9999;
/** homepage-data shows at most this many (§4.16): the console says so beyond it. */
export const SLIDER_SECTION_MAX = 20;

export const SLIDER_MESSAGES = {
  categoryRequired: 'Please select Category',
  propertyRequired: 'Please select a property',
  linkRequired: 'Link is required',
  linkInvalid: 'Link must be an http(s) address',
  categoryNotFound: 'Category not found',
  propertyNotVisible: 'The property must exist and be publicly visible',
  imageRequired: 'Please select an image',
} as const;

export const isHttpLink = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

const sliderFields = {
  type: required(enumParam('type', SLIDER_KINDS, [1, 2, 3, 4])),
  category_id: idParam('category_id').optional(),
  property_id: idParam('property_id').optional(),
  link: textParam('Link', SLIDER_LINK_MAX).optional(),
  show_property_details: boolParam('show_property_details').optional(),
  status: boolParam('status').optional(),
  sequence: intParam('sequence', 0, SLIDER_SEQUENCE_MAX).optional(),
  /** Multipart files: checked by the service (content, size). */
  image: z.unknown().optional(),
  web_image: z.unknown().optional(),
};

type Fields = {
  type: SliderKind;
  category_id?: number;
  property_id?: number;
  link?: string;
};

/** Each type needs its target: a category, a property, or an http(s) link. */
function checkTarget(value: Fields, ctx: z.RefinementCtx) {
  if (value.type === 'category' && value.category_id === undefined)
    ctx.addIssue({ code: 'custom', path: ['category_id'], message: SLIDER_MESSAGES.categoryRequired });
  if (value.type === 'property' && value.property_id === undefined)
    ctx.addIssue({ code: 'custom', path: ['property_id'], message: SLIDER_MESSAGES.propertyRequired });
  if (value.type === 'link') {
    if (!value.link) ctx.addIssue({ code: 'custom', path: ['link'], message: SLIDER_MESSAGES.linkRequired });
    else if (!isHttpLink(value.link))
      ctx.addIssue({ code: 'custom', path: ['link'], message: SLIDER_MESSAGES.linkInvalid });
  }
}

export const adminSliderSchema = z.object(sliderFields).superRefine(checkTarget);
export const adminSliderUpdateSchema = z
  .object({ id: required(idParam('id')), ...sliderFields })
  .superRefine(checkTarget);

export const adminSliderListQuerySchema = z.object({
  type: enumParam('type', SLIDER_KINDS, [1, 2, 3, 4]).optional(),
  status: boolParam('status').optional(),
  ...pagination(50, 100),
});

export const adminSliderIdSchema = z.object({ id: required(idParam('id')) });

export const adminSliderMoveSchema = z.object({
  id: required(idParam('id')),
  direction: required(enumParam('direction', ['up', 'down'] as const)),
});

export type AdminSliderInput = z.output<typeof adminSliderSchema>;
export type AdminSliderUpdateInput = z.output<typeof adminSliderUpdateSchema>;
export type AdminSliderListQuery = z.output<typeof adminSliderListQuerySchema>;
