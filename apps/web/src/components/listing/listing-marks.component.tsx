import { HeartIcon } from '@/components/ui/icons.component';
import type { Translate } from '@/lib/i18n/translate.util';
import { MarkButton } from './mark-button.client';

// The marks' buttons as the pages place them (server components): the words and the looks are
// decided here, the island only toggles.

export function FavouriteButton({
  propertyId,
  favourite,
  t,
}: {
  propertyId: number;
  favourite: boolean;
  t: Translate;
}) {
  return (
    <MarkButton
      propertyId={propertyId}
      call="add_favourite"
      marked={favourite}
      labels={[t('favouriteSave'), t('favouriteSaved')]}
      icon={<HeartIcon className="group-aria-pressed:fill-red-600 group-aria-pressed:text-red-600" />}
      className="group inline-flex min-h-11 items-center gap-2 rounded-md border border-gray-400 bg-white px-4 font-semibold text-gray-900 hover:bg-gray-50 disabled:opacity-70"
      testId="favourite-button"
    />
  );
}

export function InterestButton({
  propertyId,
  interested,
  t,
}: {
  propertyId: number;
  interested: boolean;
  t: Translate;
}) {
  const noteId = `interest-note-${propertyId}`;
  return (
    <div>
      <MarkButton
        propertyId={propertyId}
        call="interested_users"
        marked={interested}
        labels={[t('interestMark'), t('interestMarked')]}
        describedBy={noteId}
        className="inline-flex min-h-11 w-full items-center justify-center rounded-md bg-(--brand) px-5 font-semibold text-(--on-brand) disabled:opacity-70 aria-pressed:bg-white aria-pressed:text-(--brand-ink) aria-pressed:ring-2 aria-pressed:ring-(--brand)"
        testId="interest-button"
      />
      <p id={noteId} className="mt-2 text-sm text-gray-700">
        {t('interestNote')}
      </p>
    </div>
  );
}

/** The heart on a listing card: an icon above the card's link, named after the listing. */
export function CardFavouriteButton({
  propertyId,
  title,
  favourite,
  t,
}: {
  propertyId: number;
  title: string;
  favourite: boolean;
  t: Translate;
}) {
  return (
    <MarkButton
      propertyId={propertyId}
      call="add_favourite"
      marked={favourite}
      labels={[t('favouriteSaveTitled', { title }), t('favouriteSaved')]}
      iconOnly
      icon={<HeartIcon className="group-aria-pressed:fill-red-600 group-aria-pressed:text-red-600" />}
      className="group relative z-10 inline-flex size-11 items-center justify-center rounded-full bg-white/95 text-gray-900 shadow hover:bg-white disabled:opacity-70"
      testId="card-favourite-button"
    />
  );
}
