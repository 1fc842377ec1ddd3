'use client';

import type { PersonalisedInterests } from '@domus/shared/schemas/personalised.schema';
import type { PriceFormatOptions } from '@domus/shared/utils/price-format.util';
import { useState } from 'react';
import { QueryProvider } from '@/components/app/query-provider.component';
import type { Category, OutdoorFacility } from '@/lib/api-types';
import { useTranslation } from '@/lib/i18n/i18n-context';
import type { RecommendationPage } from './api/get-user-recommendation';
import { InterestsForm } from './interests-form.client';
import { interestsVersion } from './personalised-form.util';
import { RecommendationsList } from './recommendations-list.client';

// /user/personalised-feed's island: the interests form, and below it the listings they match.
// Saving or clearing swaps the interests here, which reads the matching listings again.

export interface PersonalisedFeedProps {
  interests: PersonalisedInterests | null;
  firstPage: RecommendationPage | null;
  categories: Category[];
  facilities: OutdoorFacility[];
  cities: string[];
  priceOptions: PriceFormatOptions;
  placeholder: string | null;
}

export function PersonalisedFeed(props: PersonalisedFeedProps) {
  const { t } = useTranslation();
  const [interests, setInterests] = useState(props.interests);
  const version = interestsVersion(interests);
  const initialVersion = interestsVersion(props.interests);
  return (
    <QueryProvider>
      <div className="grid gap-12">
        <section aria-labelledby="interests-heading" className="grid gap-4">
          <h2 id="interests-heading" className="text-2xl font-bold tracking-tight text-gray-900">
            {t('personalisedFormLabel')}
          </h2>
          <InterestsForm
            interests={interests}
            categories={props.categories}
            facilities={props.facilities}
            cities={props.cities}
            onSaved={setInterests}
          />
        </section>
        <section aria-labelledby="recommendations-heading" className="grid gap-4">
          <h2 id="recommendations-heading" className="text-2xl font-bold tracking-tight text-gray-900">
            {t('personalisedResultsTitle')}
          </h2>
          <RecommendationsList
            key={version}
            version={version}
            hasInterests={interests !== null}
            firstPage={version === initialVersion ? props.firstPage : null}
            priceOptions={props.priceOptions}
            placeholder={props.placeholder}
          />
        </section>
      </div>
    </QueryProvider>
  );
}
