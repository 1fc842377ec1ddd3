import type { PriceFormatOptions } from '@domus/shared/utils/price-format.util';
import { PropertyCard } from '@/components/cards/property-card.component';
import { Section } from '@/components/ui/section.component';
import type { PropertyListItem } from '@/lib/api-types';
import type { Translate } from '@/lib/i18n/translate.util';
import { HOME_CARD_LIMIT } from '../home-sections.util';
import { CardGrid } from './card-grid.component';

export interface PropertySectionProps {
  id: string;
  title: string;
  viewAllHref?: string;
  properties: PropertyListItem[];
  priceOptions: PriceFormatOptions;
  placeholder: string | null;
  t: Translate;
}

export function PropertySection({
  id,
  title,
  viewAllHref,
  properties,
  priceOptions,
  placeholder,
  t,
}: PropertySectionProps) {
  return (
    <Section
      id={id}
      title={title}
      viewAll={
        viewAllHref
          ? { href: viewAllHref, label: t('viewAll'), accessibleLabel: t('viewAllOf', { section: title }) }
          : undefined
      }
    >
      <CardGrid>
        {properties.slice(0, HOME_CARD_LIMIT).map((property) => (
          <li key={property.id}>
            <PropertyCard property={property} priceOptions={priceOptions} placeholder={placeholder} t={t} />
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
