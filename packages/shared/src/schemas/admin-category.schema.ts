import { z } from 'zod';
import { PARAMETER_TYPES, type ParameterType } from '../constants/enums.constants';
import { boolParam, enumParam, idParam, intParam, pagination, required, textParam } from './params.schema';

// The operators' category calls (admin/categories) and the console's category form: one set of
// rules and messages for both (contract §2.2, §2.3, §4.20). A category carries its parameters in
// the operator's order: the array order is the order listings and the posting form show them in.

export const CATEGORY_NAME_MAX = 150;
export const CATEGORY_SLUG_MAX = 100;
export const PARAMETER_NAME_MAX = 150;
export const PARAMETER_OPTION_MAX = 100;
/** A category with more parameters than this is a form nobody fills. */
export const CATEGORY_PARAMETERS_MAX = 50;
export const PARAMETER_OPTIONS_MAX = 50;
export const CATEGORY_SEQUENCE_MAX = 100_000;

/** Types whose value is one or more of the operator's options (§2.3). */
export const CHOICE_PARAMETER_TYPES: readonly ParameterType[] = ['dropdown', 'radiobutton', 'checkbox'];

export function isChoiceType(type: string): boolean {
  return (CHOICE_PARAMETER_TYPES as readonly string[]).includes(type);
}

export const CATEGORY_MESSAGES = {
  nameRequired: 'Name is required',
  parameterNameRequired: 'Parameter name is required',
  parameterTypeRequired: 'Parameter type is required',
  optionsRequired: 'Give at least two options for a choice parameter',
  duplicateOption: 'Each option can be listed only once',
  duplicateParameter: 'Each parameter can be listed only once',
  tooManyParameters: `At most ${CATEGORY_PARAMETERS_MAX} parameters`,
} as const;

const parameterSchema = z
  .object({
    /** An existing parameter (shared with other categories, edited everywhere); absent: a new one. */
    id: idParam('Parameter id').optional(),
    name: required(textParam('Parameter name', PARAMETER_NAME_MAX), CATEGORY_MESSAGES.parameterNameRequired),
    type_of_parameter: required(
      enumParam('Parameter type', PARAMETER_TYPES),
      CATEGORY_MESSAGES.parameterTypeRequired,
    ),
    type_values: z.array(textParam('Option', PARAMETER_OPTION_MAX)).max(PARAMETER_OPTIONS_MAX).optional(),
    is_required: boolParam('Required').optional().default(false),
  })
  .superRefine((parameter, ctx) => {
    const options = (parameter.type_values ?? []).map((o) => o.trim()).filter((o) => o !== '');
    if (isChoiceType(parameter.type_of_parameter) && options.length < 2)
      ctx.addIssue({ code: 'custom', path: ['type_values'], message: CATEGORY_MESSAGES.optionsRequired });
    if (new Set(options.map((o) => o.toLowerCase())).size !== options.length)
      ctx.addIssue({ code: 'custom', path: ['type_values'], message: CATEGORY_MESSAGES.duplicateOption });
  })
  // Free types have no options, whatever was sent with them.
  .transform((parameter) => ({
    id: parameter.id,
    name: parameter.name.trim(),
    type_of_parameter: parameter.type_of_parameter,
    type_values: isChoiceType(parameter.type_of_parameter)
      ? (parameter.type_values ?? []).map((o) => o.trim()).filter((o) => o !== '')
      : null,
    is_required: parameter.is_required,
  }));

const categoryFields = {
  category: required(textParam('Name', CATEGORY_NAME_MAX), CATEGORY_MESSAGES.nameRequired),
  /** Normalised and made unique (§4.20); absent on create: made from the name. */
  slug_id: textParam('Slug', CATEGORY_SLUG_MAX).optional(),
  active: boolParam('Active').optional().default(true),
  sequence: intParam('Order', 0, CATEGORY_SEQUENCE_MAX).optional().default(0),
  meta_title: textParam('Meta title', 255).optional(),
  meta_description: textParam('Meta description', 1000).optional(),
  parameters: z
    .array(parameterSchema)
    .max(CATEGORY_PARAMETERS_MAX, CATEGORY_MESSAGES.tooManyParameters)
    .optional()
    .default([])
    .superRefine((parameters, ctx) => {
      const ids = parameters.map((p) => p.id).filter((id) => id !== undefined);
      if (new Set(ids).size !== ids.length)
        ctx.addIssue({ code: 'custom', message: CATEGORY_MESSAGES.duplicateParameter });
    }),
};

/**
 * `POST admin/categories`, and the console's form. `PATCH admin/categories/{id}` takes the same
 * fields and replaces them all, parameters included (the array is the category's whole list).
 */
export const adminCategorySchema = z.object(categoryFields);
export const adminCategoryUpdateSchema = z.object({ id: required(idParam('id')), ...categoryFields });

/** `GET admin/categories`: by name, active or not, in the operator's order. */
export const adminCategoryListQuerySchema = z.object({
  search: textParam('search', 100).optional(),
  active: boolParam('active').optional(),
  ...pagination(20, 100),
});

export const adminCategoryIdSchema = z.object({ id: required(idParam('id')) });

export type AdminCategoryInput = z.output<typeof adminCategorySchema>;
export type AdminCategoryUpdateInput = z.output<typeof adminCategoryUpdateSchema>;
export type AdminCategoryListQuery = z.output<typeof adminCategoryListQuerySchema>;
export type AdminParameterInput = AdminCategoryInput['parameters'][number];
