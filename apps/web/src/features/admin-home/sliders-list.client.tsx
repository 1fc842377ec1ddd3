'use client';

import { SLIDER_SECTION_MAX } from '@domus/shared/schemas/admin-slider.schema';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { createTranslator, type Dictionary } from '@/lib/i18n/translate.util';
import type { AdminSlider } from './admin-sliders.types';
import { deleteAdminSlider } from './api/delete-admin-slider';
import { moveAdminSlider } from './api/move-admin-slider';
import { switchAdminSlider } from './api/switch-admin-slider';
import { SLIDERS_PATH, sliderTypeKey } from './sliders-path.util';

// The sliders in homepage order: thumbnail, type, target, a "shown" switch, up/down buttons
// (keyboard reachable; the focus stays on the moved slider's button) and delete after a
// confirmation. Each action is one call; the page is read again after it so the order is the API's.

const CELL = 'px-3 py-3 align-middle';
const BUTTON =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-gray-400 bg-white px-2 font-medium text-gray-900 disabled:opacity-40';

export function SlidersList({
  items,
  categories,
  words,
}: {
  items: AdminSlider[];
  categories: Record<number, string>;
  words: Dictionary;
}) {
  const w = useMemo(() => createTranslator(words), [words]);
  const router = useRouter();
  const [busy, setBusy] = useState<number | null>(null);
  const [focus, setFocus] = useState<string | null>(null);

  // After a move the rows come back in their new order: the moved slider's button keeps the focus
  // (its other button once it reached the end, where this one is disabled).
  useEffect(() => {
    if (!focus || items.length === 0) return;
    const button = document.getElementById(focus) as HTMLButtonElement | null;
    const other = focus.endsWith('-up') ? focus.replace(/-up$/, '-down') : focus.replace(/-down$/, '-up');
    (button && !button.disabled ? button : document.getElementById(other))?.focus();
  }, [focus, items]);

  async function act(slider: AdminSlider, run: () => Promise<unknown>) {
    if (busy !== null) return;
    setBusy(slider.id);
    await run();
    setBusy(null);
  }

  const move = (slider: AdminSlider, direction: 'up' | 'down') =>
    act(slider, () =>
      moveAdminSlider(slider.id, direction, {
        onSuccess: () => {
          setFocus(`slider-${slider.id}-${direction}`);
          router.refresh();
        },
      }),
    );

  const toggle = (slider: AdminSlider, status: boolean) =>
    act(slider, () =>
      switchAdminSlider(slider, status, { successToast: true, onSuccess: () => router.refresh() }),
    );

  const remove = (slider: AdminSlider, n: number) => {
    if (!window.confirm(w('adminSlidersDeleteConfirm', { n }))) return;
    void act(slider, () =>
      deleteAdminSlider(slider.id, { successToast: true, onSuccess: () => router.refresh() }),
    );
  };

  function target(slider: AdminSlider) {
    if (slider.type === 'category' && slider.category_id !== null)
      return w('adminSlidersTargetCategory', {
        name: categories[slider.category_id] ?? `#${slider.category_id}`,
      });
    if (slider.type === 'property' && slider.property_id !== null)
      return w('adminSlidersTargetProperty', { id: slider.property_id });
    if (slider.type === 'link' && slider.link)
      return (
        <a href={slider.link} rel="noreferrer" target="_blank" dir="ltr" className="break-all underline">
          {slider.link}
        </a>
      );
    return '—';
  }

  let shownSoFar = 0;
  return (
    <div className="relative overflow-x-auto rounded-xl border border-gray-200">
      <table className="w-full text-start text-gray-900" data-testid="admin-sliders">
        <thead className="bg-gray-50 text-sm font-semibold text-gray-800">
          <tr>
            <th scope="col" className={`${CELL} text-start`}>
              {w('adminSlidersColOrder')}
            </th>
            <th scope="col" className={`${CELL} text-start`}>
              {w('adminSlidersColImage')}
            </th>
            <th scope="col" className={`${CELL} text-start`}>
              {w('adminSlidersColType')}
            </th>
            <th scope="col" className={`${CELL} text-start`}>
              {w('adminSlidersColTarget')}
            </th>
            <th scope="col" className={`${CELL} text-start`}>
              {w('adminSlidersColShown')}
            </th>
            <th scope="col" className={`${CELL} text-start`}>
              {w('adminSlidersColActions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {items.map((slider, index) => {
            const n = index + 1;
            if (slider.status) shownSoFar += 1;
            const beyond = slider.status && shownSoFar > SLIDER_SECTION_MAX;
            return (
              <tr key={slider.id} data-testid="admin-slider-row" aria-busy={busy === slider.id || undefined}>
                <td className={`${CELL} font-semibold`}>{n}</td>
                <td className={CELL}>
                  {slider.image ? (
                    // biome-ignore lint/performance/noImgElement: an operator's view of any stored image
                    <img
                      src={slider.image}
                      alt=""
                      className="h-12 w-20 rounded border border-gray-200 bg-white object-cover"
                    />
                  ) : null}
                </td>
                <td className={CELL}>{w(sliderTypeKey(slider.type))}</td>
                <td className={`${CELL} max-w-xs text-sm`}>
                  {target(slider)}
                  {beyond ? (
                    <p className="mt-1 font-medium text-amber-900">
                      {w('adminSlidersBeyondLimit', { max: SLIDER_SECTION_MAX })}
                    </p>
                  ) : null}
                </td>
                <td className={CELL}>
                  <label className="inline-flex min-h-11 items-center gap-2">
                    <input
                      type="checkbox"
                      role="switch"
                      aria-checked={slider.status}
                      checked={slider.status}
                      disabled={busy !== null}
                      aria-label={w('adminSlidersSwitch', { n })}
                      onChange={(e) => void toggle(slider, e.target.checked)}
                      className="size-5 accent-(--brand)"
                    />
                  </label>
                </td>
                <td className={CELL}>
                  <span className="flex flex-wrap items-center gap-1">
                    <button
                      type="button"
                      id={`slider-${slider.id}-up`}
                      disabled={index === 0}
                      aria-label={w('adminSlidersUp', { n })}
                      onClick={() => void move(slider, 'up')}
                      className={BUTTON}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      id={`slider-${slider.id}-down`}
                      disabled={index === items.length - 1}
                      aria-label={w('adminSlidersDown', { n })}
                      onClick={() => void move(slider, 'down')}
                      className={BUTTON}
                    >
                      ↓
                    </button>
                    <Link
                      href={`${SLIDERS_PATH}/${slider.id}`}
                      prefetch={false}
                      aria-label={w('adminSlidersEditLabel', { n })}
                      className={`${BUTTON} text-(--brand-ink) underline underline-offset-2`}
                    >
                      {w('adminSlidersEdit')}
                    </Link>
                    <button
                      type="button"
                      disabled={busy !== null}
                      aria-label={w('adminSlidersDeleteLabel', { n })}
                      onClick={() => remove(slider, n)}
                      className={`${BUTTON} border-red-300 text-red-800`}
                    >
                      {w('adminSlidersDelete')}
                    </button>
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
