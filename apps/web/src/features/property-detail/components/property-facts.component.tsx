import { DetailSection } from '@/components/detail/detail-section.component';
import { MediaImage } from '@/components/ui/media-image.component';
import type { AssignedFacility, ParameterWithValue } from '@/lib/api-types';
import type { Translate } from '@/lib/i18n/translate.util';
import { distanceUnitKey, formatDistance, parameterValue } from '../property-detail.util';

// Every parameter with its icon and value (checkbox values as a list, files as links), and the
// nearby facilities with their distance in the operator's unit.

function Icon({ src }: { src: string | null }) {
  return (
    <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-gray-100">
      <MediaImage src={src} alt="" width={24} height={24} className="size-6" loading="lazy" />
    </span>
  );
}

export function PropertyParameters({
  parameters,
  locale,
  t,
}: {
  parameters: ParameterWithValue[];
  locale: string;
  t: Translate;
}) {
  const rows = parameters
    .map((parameter) => ({ parameter, value: parameterValue(parameter, locale) }))
    .filter((row) => row.value !== null);
  if (rows.length === 0) return null;
  return (
    <DetailSection id="parameters" title={t('propertyDetailsTitle')}>
      <dl className="grid gap-4 sm:grid-cols-2" data-testid="parameters">
        {rows.map(({ parameter, value }) => (
          <div key={parameter.id}>
            <dt className="flex items-start gap-3 text-sm text-gray-700">
              <Icon src={parameter.image} />
              {parameter.name}
            </dt>
            <dd className="-mt-5 ps-[3.25rem] font-semibold text-gray-900">
              {Array.isArray(value) ? (
                <ul className="mt-1 flex flex-wrap gap-1.5">
                  {value.map((v) => (
                    <li key={v} className="rounded-full bg-gray-100 px-2.5 py-0.5 text-sm font-medium">
                      {v}
                    </li>
                  ))}
                </ul>
              ) : parameter.type_of_parameter === 'file' ? (
                <a
                  href={value ?? '#'}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-(--brand-ink) underline"
                >
                  {t('openDocument', { name: parameter.name })}
                </a>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </DetailSection>
  );
}

export function PropertyFacilities({
  facilities,
  distanceOption,
  locale,
  t,
}: {
  facilities: AssignedFacility[];
  distanceOption: string | null | undefined;
  locale: string;
  t: Translate;
}) {
  if (facilities.length === 0) return null;
  const unit = t(distanceUnitKey(distanceOption));
  return (
    <DetailSection id="facilities" title={t('nearbyPlaces')}>
      <ul className="grid gap-3 sm:grid-cols-2" data-testid="facilities">
        {facilities.map((facility) => (
          <li key={facility.id} className="flex items-center gap-3">
            <Icon src={facility.image} />
            <span className="flex-1 text-gray-900">{facility.name}</span>
            <span className="font-semibold text-gray-900">
              <bdi>{t('distanceValue', { distance: formatDistance(facility.distance, locale), unit })}</bdi>
            </span>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
