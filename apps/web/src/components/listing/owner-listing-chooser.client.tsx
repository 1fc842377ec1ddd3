'use client';

import { OPERATOR_USER_ID } from '@domus/shared/constants/chat.constants';
import { useEffect, useId, useRef, useState } from 'react';
import { browserRead } from '@/lib/api-read';
import type { ChooserLabels } from './message-owner-button.client';

// "Which listing is this about?": a conversation is always about one listing, so a message from an
// agent's or a project's page first picks one of the owner's public listings (agent-properties).
// A native modal dialog: Esc or Cancel closes it and focus returns to the button.

export interface ChatOwner {
  id: number;
  name: string | null;
  profile: string | null;
}

export interface ChatListing {
  id: number;
  title: string | null;
  title_image: string | null;
  slug_id: string | null;
}

export interface OwnerListingChooserProps {
  owner: ChatOwner;
  labels: ChooserLabels;
  onChoose: (listing: ChatListing) => void;
  onClose: () => void;
}

/** The owner's public listings (the operator's by `is_admin`), newest premium first as the API orders them. */
function ownerListings(owner: number) {
  return browserRead<{ properties_data: ChatListing[] }>('agent-properties', {
    ...(owner === OPERATOR_USER_ID ? { is_admin: 1 } : { id: owner }),
    limit: 50,
  });
}

export function OwnerListingChooser({ owner, labels, onChoose, onClose }: OwnerListingChooserProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [listings, setListings] = useState<ChatListing[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [choice, setChoice] = useState<number | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    void ownerListings(owner.id).then((result) => {
      if (result.kind !== 'success') {
        setFailed(result.kind === 'error' ? result.body.message : result.message);
        return;
      }
      const found = result.body.data.properties_data;
      setListings(found);
      setChoice(found[0]?.id ?? null);
    });
    return () => {
      if (dialog?.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, [owner.id]);

  const chosen = listings?.find((l) => l.id === choice) ?? null;
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl p-6 backdrop:bg-gray-950/50"
      data-testid="listing-chooser"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen) onChoose(chosen);
        }}
      >
        <h2 id={titleId} className="text-xl font-bold text-gray-900">
          {labels.title}
        </h2>
        {failed ? <p className="mt-4 font-semibold text-red-700">{failed}</p> : null}
        {listings === null && !failed ? (
          <p className="mt-4 text-gray-700" role="status">
            {labels.loading}
          </p>
        ) : null}
        {listings?.length === 0 ? <p className="mt-4 text-gray-800">{labels.none}</p> : null}
        {listings && listings.length > 0 ? (
          <fieldset className="mt-4 max-h-[50vh] min-w-0 overflow-y-auto">
            <legend className="sr-only">{labels.title}</legend>
            {listings.map((listing) => (
              <label
                key={listing.id}
                className="flex min-h-11 items-center gap-3 rounded-md px-2 py-1 text-gray-900 hover:bg-gray-50"
              >
                <input
                  type="radio"
                  name="listing"
                  value={listing.id}
                  checked={choice === listing.id}
                  onChange={() => setChoice(listing.id)}
                  className="size-5 shrink-0"
                />
                {listing.title_image ? (
                  // biome-ignore lint/performance/noImgElement: a 40 px thumbnail inside a dialog.
                  <img
                    src={listing.title_image}
                    alt=""
                    width={40}
                    height={40}
                    className="size-10 rounded object-cover"
                  />
                ) : null}
                <span className="min-w-0">{listing.title}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="mt-6 flex justify-end gap-3">
          <button
            type="button"
            onClick={onClose}
            className="inline-flex min-h-11 items-center rounded-md border border-gray-400 px-4 font-semibold text-gray-900"
          >
            {labels.cancel}
          </button>
          {listings && listings.length > 0 ? (
            <button
              type="submit"
              disabled={!chosen}
              className="inline-flex min-h-11 items-center rounded-md bg-(--brand) px-5 font-semibold text-(--on-brand) disabled:opacity-70"
            >
              {labels.start}
            </button>
          ) : null}
        </div>
      </form>
    </dialog>
  );
}
