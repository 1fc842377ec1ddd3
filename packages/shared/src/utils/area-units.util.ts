// Area converter. International units use their exact legal definitions (the international foot
// is 0.3048 m, so 1 ft² = 0.09290304 m²). South-Asian land units are not standardised: the same
// name means different areas from one state, or even district, to the next. Each one below uses
// the most widely quoted convention and says which; a deployment for a region with another
// convention should change the factor here, in one place.

const SQ_FT = 0.09290304;
const SQ_YD = 9 * SQ_FT;
const ACRE = 43_560 * SQ_FT;

export interface AreaUnit {
  label: string;
  symbol: string;
  /** Square metres in one unit. */
  sqm: number;
}

export const AREA_UNITS = {
  sq_ft: { label: 'Square Feet', symbol: 'ft²', sqm: SQ_FT },
  sq_m: { label: 'Square Meter', symbol: 'm²', sqm: 1 },
  sq_yd: { label: 'Square Yard', symbol: 'yd²', sqm: SQ_YD },
  acre: { label: 'Acre', symbol: 'ac', sqm: ACRE },
  hectare: { label: 'Hectare', symbol: 'ha', sqm: 10_000 },
  sq_km: { label: 'Square Kilometer', symbol: 'km²', sqm: 1_000_000 },
  // Survey and international mile differ by 2 ppm; the international one (1,609.344 m) is used.
  sq_mi: { label: 'Square Mile', symbol: 'mi²', sqm: 1_609.344 ** 2 },
  // West Bengal, Assam and Bangladesh: 1 bigha = 20 katha = 14,400 ft² (⅓ acre, 33 decimals).
  // Elsewhere it ranges from about 1,600 ft² (Himachal) to 27,225 ft² (Rajasthan pucca bigha).
  bigha: { label: 'Bigha', symbol: 'bigha', sqm: 14_400 * SQ_FT },
  // Same region as the bigha above: 1 katha = 720 ft². Bihar's katha is 1,361.25 ft².
  katha: { label: 'Katha', symbol: 'katha', sqm: 720 * SQ_FT },
  // Punjab, Haryana, Himachal and Pakistan revenue records: 1 marla = 272.25 ft² (30.25 yd²);
  // many Pakistani housing schemes use a 225 ft² marla instead.
  marla: { label: 'Marla', symbol: 'marla', sqm: 272.25 * SQ_FT },
  // 1 kanal = 20 marla = 5,445 ft² on the same revenue marla.
  kanal: { label: 'Kanal', symbol: 'kanal', sqm: 5_445 * SQ_FT },
  // Uttar Pradesh and Rajasthan: 1/20 of the 3,025 yd² pucca bigha = 151.25 yd² = 1,361.25 ft².
  biswa: { label: 'Biswa', symbol: 'biswa', sqm: 1_361.25 * SQ_FT },
  // Kerala, Tamil Nadu and Karnataka: 1/100 acre = 435.6 ft² (the same as a Bengali decimal).
  cent: { label: 'Cent', symbol: 'cent', sqm: ACRE / 100 },
  // Maharashtra, Gujarat, Karnataka and Telangana: 1/40 acre = 1,089 ft² (121 yd²).
  guntha: { label: 'Guntha', symbol: 'guntha', sqm: ACRE / 40 },
  // North India's everyday name for the square yard.
  gaj: { label: 'Gaj', symbol: 'gaj', sqm: SQ_YD },
  // Tamil Nadu (Chennai): 1 ground = 2,400 ft².
  ground: { label: 'Ground', symbol: 'ground', sqm: 2_400 * SQ_FT },
} as const satisfies Record<string, AreaUnit>;

export type AreaUnitId = keyof typeof AREA_UNITS;

/** Unit ids in display order (the table's order). */
export const AREA_UNIT_IDS = Object.keys(AREA_UNITS) as AreaUnitId[];

export function isAreaUnit(id: string): id is AreaUnitId {
  return Object.hasOwn(AREA_UNITS, id);
}

function unit(id: AreaUnitId): AreaUnit {
  // A runtime check too: ids often arrive from a URL or a select box.
  if (!isAreaUnit(id)) throw new RangeError(`Unknown area unit: ${String(id)}`);
  return AREA_UNITS[id];
}

/**
 * `value` in `from` units expressed in `to` units, unrounded (the caller picks the precision it
 * shows). Converting a unit to itself returns `value` unchanged.
 */
export function convertArea(value: number, from: AreaUnitId, to: AreaUnitId): number {
  const source = unit(from);
  const target = unit(to);
  if (from === to) return value;
  return (value * source.sqm) / target.sqm;
}

export interface AreaConversion {
  unit: AreaUnitId;
  label: string;
  symbol: string;
  value: number;
}

/** `value` in `from` units expressed in every unit of the table, in display order. */
export function convertToAll(value: number, from: AreaUnitId): AreaConversion[] {
  return AREA_UNIT_IDS.map((id) => ({
    unit: id,
    label: AREA_UNITS[id].label,
    symbol: AREA_UNITS[id].symbol,
    value: convertArea(value, from, id),
  }));
}
