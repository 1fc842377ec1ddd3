import type { PriceFormatOptions } from '@domus/shared/utils/price-format.util';
import { memberReader } from '@/components/access/member-access.server';
import { StateNotice } from '@/components/ui/state-notice.component';
import type { Translate } from '@/lib/i18n/translate.util';
import { getFeedOptions } from './api/get-feed-options';
import { getPersonalisedFields } from './api/get-personalised-fields';
import { getUserRecommendation } from './api/get-user-recommendation';
import { PersonalisedFeed } from './personalised-feed.client';

export const PERSONALISED_FEED_PATH = '/user/personalised-feed';

// /user/personalised-feed's content (server component): my saved interests, the form's choices
// and the first page of matching listings, handed to the island.

export async function PersonalisedFeedSection({
  priceOptions,
  placeholder,
  t,
}: {
  priceOptions: PriceFormatOptions;
  placeholder: string | null;
  t: Translate;
}) {
  const read = memberReader(PERSONALISED_FEED_PATH);
  const [saved, options] = await Promise.all([getPersonalisedFields(read), getFeedOptions(read)]);
  if (saved.kind !== 'success') {
    return (
      <StateNotice
        tone="error"
        title={t('personalisedFailed')}
        action={{ href: PERSONALISED_FEED_PATH, label: t('tryAgain') }}
      />
    );
  }
  const interests = saved.body.data ?? null;
  const first = interests ? await getUserRecommendation(read, 0) : null;
  const firstPage =
    first?.kind === 'success'
      ? { data: first.body.data, total: first.body.total ?? first.body.data.length, offset: 0 }
      : null;
  return (
    <PersonalisedFeed
      interests={interests}
      firstPage={firstPage}
      categories={options.categories}
      facilities={options.facilities}
      cities={options.cities}
      priceOptions={priceOptions}
      placeholder={placeholder}
    />
  );
}
