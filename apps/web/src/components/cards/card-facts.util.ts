import { AREA_UNITS } from '@domus/shared/utils/area-units.util';
import type { ParameterWithValue } from '@/lib/api-types';
import type { Translate } from '@/lib/i18n/translate.util';

// The key facts people scan a listing card for, picked from the listing's parameters by the role
// the operator gave them (`card_fact`), never by their name: names are translated and chosen
// freely by operators.

export type CardFactKind = 'bedrooms' | 'bathrooms' | 'area';

export interface CardFact {
  kind: CardFactKind;
  /** What the card shows, compact ("3 bd", "1,250 ft²"). */
  short: string;
  /** What a screen reader says ("3 bedrooms", "Area 1,250 ft²"). */
  long: string;
}

const ORDER: readonly CardFactKind[] = ['bedrooms', 'bathrooms', 'area'];
const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

function numeric(value: ParameterWithValue['value']): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(n) && n > 0 ? n : null;
}

function unitSymbol(unit: string | null | undefined): string {
  if (!unit) return '';
  return Object.hasOwn(AREA_UNITS, unit) ? AREA_UNITS[unit as keyof typeof AREA_UNITS].symbol : unit;
}

/** Bedrooms, bathrooms and area, in that order, each at most once; missing or zero ones left out. */
export function pickCardFacts(
  parameters: readonly ParameterWithValue[] | null | undefined,
  t: Translate,
): CardFact[] {
  const facts: CardFact[] = [];
  for (const kind of ORDER) {
    const parameter = (parameters ?? []).find((p) => p.card_fact === kind && numeric(p.value) !== null);
    if (!parameter) continue;
    const n = numeric(parameter.value) as number;
    const count = numberFormat.format(n);
    if (kind === 'area') {
      const value = `${count} ${unitSymbol(parameter.unit)}`.trim();
      facts.push({ kind, short: value, long: t('cardFactArea', { value }) });
    } else if (kind === 'bedrooms') {
      facts.push({
        kind,
        short: t('cardFactBedroomsShort', { count }),
        long: n === 1 ? t('cardFactBedroomOne') : t('cardFactBedrooms', { count }),
      });
    } else {
      facts.push({
        kind,
        short: t('cardFactBathroomsShort', { count }),
        long: n === 1 ? t('cardFactBathroomOne') : t('cardFactBathrooms', { count }),
      });
    }
  }
  return facts;
}
