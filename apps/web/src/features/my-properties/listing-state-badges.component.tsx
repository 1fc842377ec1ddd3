import { Badge } from '@/components/ui/badge.component';
import type { Translate } from '@/lib/i18n/translate.util';
import type { OwnedProperty } from './my-properties.types';

const REVIEW_KEYS = {
  pending: 'myPropertiesPendingBadge',
  rejected: 'myPropertiesRejectedBadge',
  approved: 'myPropertiesApprovedBadge',
} as const;

/** A listing's state as its owner reads it: review, switched off, sold or rented. */
export function ListingStateBadges({
  property,
  t,
  className = '',
}: {
  property: Pick<OwnedProperty, 'request_status' | 'status' | 'property_type'>;
  t: Translate;
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap gap-1.5 ${className}`}>
      <Badge tone={property.request_status === 'approved' ? 'sell' : 'neutral'}>
        {t(REVIEW_KEYS[property.request_status] ?? REVIEW_KEYS.approved)}
      </Badge>
      {property.status === 0 ? <Badge tone="neutral">{t('myPropertiesInactiveBadge')}</Badge> : null}
      {property.property_type === 'sold' || property.property_type === 'rented' ? (
        <Badge tone="featured">{t(property.property_type)}</Badge>
      ) : null}
    </div>
  );
}
