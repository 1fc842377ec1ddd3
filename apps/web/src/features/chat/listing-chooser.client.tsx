'use client';

import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ChevronStartIcon } from '@/components/ui/icons.component';
import { Spinner } from '@/components/ui/spinner.component';
import { useTranslation } from '@/lib/i18n/i18n-context';
import type { NewUserChatData } from '@/lib/store/initial-state';
import { ownerListingsQueryOptions } from './api/get-owner-listings';
import { PartyAvatar } from './party-avatar.component';

// "Which listing is this about?": where a message from an agent's or a project's page lands
// (`/user/chat?user_id=…`). A conversation is always about one listing, so the member picks one of
// the owner's public listings, and the new conversation opens on it.

export function ListingChooser({
  owner,
  onChoose,
  onBack,
}: {
  owner: number;
  onChoose: (chat: NewUserChatData) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const listings = useQuery(ownerListingsQueryOptions(owner));
  const [choice, setChoice] = useState<number | null>(null);
  const person = listings.data?.customer_data ?? null;
  const name = person?.name || t('chatMember');
  const options = listings.data?.properties_data ?? [];
  const chosen = options.find((l) => l.id === choice) ?? options[0] ?? null;

  return (
    <section
      aria-labelledby={headingId}
      className="flex min-h-0 flex-1 flex-col"
      data-testid="listing-chooser"
    >
      <header className="flex items-center gap-2 border-b border-gray-200 px-2 py-2 sm:px-4">
        <button
          type="button"
          onClick={onBack}
          aria-label={t('chatBack')}
          title={t('chatBack')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-gray-800 hover:bg-gray-100 lg:hidden"
        >
          <ChevronStartIcon className="rtl:rotate-180" />
        </button>
        {person ? <PartyAvatar name={name} profile={person.profile} /> : null}
        <h2 id={headingId} className="min-w-0 flex-1 font-semibold text-gray-900">
          {t('chatChooseListing')}
        </h2>
      </header>
      {listings.isPending ? (
        <Spinner label={t('chatLoading')} />
      ) : listings.isError ? (
        <div className="flex flex-col items-center gap-3 p-6 text-center" role="alert">
          <p className="font-semibold text-gray-900">{t('chatThreadFailed')}</p>
          <button
            type="button"
            onClick={() => void listings.refetch()}
            className="inline-flex min-h-11 items-center rounded-md border border-gray-400 px-4 font-semibold text-gray-900"
          >
            {t('chatTryAgain')}
          </button>
        </div>
      ) : options.length === 0 ? (
        <p className="p-6 text-center text-gray-800">{t('chatNoListings', { name })}</p>
      ) : (
        <form
          className="flex min-h-0 flex-1 flex-col"
          onSubmit={(event) => {
            event.preventDefault();
            if (!chosen) return;
            onChoose({
              user_id: owner,
              name: person?.name ?? null,
              profile: person?.profile ?? null,
              property_id: chosen.id,
              title: chosen.title,
              title_image: chosen.title_image,
              slug_id: chosen.slug_id,
            });
          }}
        >
          <fieldset className="min-h-0 min-w-0 flex-1 overflow-y-auto px-2 py-3 sm:px-4">
            <legend className="sr-only">{t('chatChooseListing')}</legend>
            {options.map((listing) => (
              <label
                key={listing.id}
                className="flex min-h-14 items-center gap-3 rounded-md px-2 py-1 text-gray-900 hover:bg-gray-50"
              >
                <input
                  type="radio"
                  name="listing"
                  value={listing.id}
                  checked={chosen?.id === listing.id}
                  onChange={() => setChoice(listing.id)}
                  className="size-5 shrink-0"
                />
                {listing.title_image ? (
                  // biome-ignore lint/performance/noImgElement: a 48 px thumbnail in a list.
                  <img
                    src={listing.title_image}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    className="size-12 shrink-0 rounded-md bg-gray-200 object-cover"
                  />
                ) : null}
                <span className="min-w-0">{listing.title}</span>
              </label>
            ))}
          </fieldset>
          <div className="border-t border-gray-200 p-3 text-end">
            <button
              type="submit"
              className="inline-flex min-h-11 items-center rounded-md bg-(--brand) px-5 font-semibold text-(--on-brand)"
            >
              {t('chatChooseListingStart')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
