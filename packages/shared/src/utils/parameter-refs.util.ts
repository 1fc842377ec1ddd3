// A page of listings repeats each parameter's own fields (name, type, choices, icon URL, card fact,
// unit) in every item: sent once instead, a get-property-list page is over a third smaller. With `parameter_refs=1` the API
// sends those fields once, in a top-level `parameters` list, and each item's parameters as
// references (`{ id, value, is_required }`); the client puts the page back together with
// `inflateParameters`, so what it works with has the contract's shape exactly.

/** A parameter with one listing's value, as the contract's items carry it. */
export interface ParameterValue {
  id: number;
  value: unknown;
}

/**
 * What belongs to the listing rather than the parameter: its value, and whether its category
 * requires the parameter (one parameter is required in one category and optional in another).
 */
const PER_ITEM = new Set(['id', 'value', 'is_required']);

type Parameter = ParameterValue & Record<string, unknown>;
type WithParameters<P> = { parameters?: P[] };

function split(parameter: Parameter): { ref: Parameter; own: Record<string, unknown> } {
  const ref: Parameter = { id: parameter.id, value: parameter.value };
  const own: Record<string, unknown> = { id: parameter.id };
  for (const [key, value] of Object.entries(parameter)) {
    if (PER_ITEM.has(key)) ref[key] = value;
    else own[key] = value;
  }
  return { ref, own };
}

/**
 * The items with parameters by reference, and each parameter's own fields once. Should one
 * parameter's own fields ever differ between items, those items keep it whole: nothing is lost.
 */
export function shareParameters<T extends WithParameters<Parameter>>(items: T[]) {
  const shared = new Map<number, { own: Record<string, unknown>; text: string }>();
  const out = items.map((item) => {
    if (!item.parameters) return item;
    const parameters = item.parameters.map((parameter) => {
      const { ref, own } = split(parameter);
      const text = JSON.stringify(own);
      const known = shared.get(parameter.id);
      if (!known) shared.set(parameter.id, { own, text });
      else if (known.text !== text) return parameter;
      return ref;
    });
    return { ...item, parameters };
  });
  return { items: out, parameters: [...shared.values()].map((s) => s.own) };
}

/**
 * The items with their parameters whole again. A reference to a parameter the answer does not
 * hold is left out rather than shown half; a parameter sent whole is kept as it is.
 */
export function inflateParameters<T extends WithParameters<Parameter>>(
  items: T[],
  parameters: readonly Record<string, unknown>[],
): T[] {
  const byId = new Map(parameters.map((parameter) => [parameter.id, parameter]));
  return items.map((item) => {
    if (!item.parameters) return item;
    const whole = item.parameters.flatMap((parameter) => {
      if (Object.keys(parameter).some((key) => !PER_ITEM.has(key))) return [parameter];
      const own = byId.get(parameter.id);
      return own ? [{ ...own, ...parameter }] : [];
    });
    return { ...item, parameters: whole };
  });
}
