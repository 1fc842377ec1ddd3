import { SLIDER_SECTION_MAX } from '@domus/shared/schemas/admin-slider.schema';
import type { Metadata } from 'next';
import Link from 'next/link';
import { operatorReader } from '@/components/access/operator-access.server';
import { AdminConsole } from '@/components/admin/admin-console.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import { getAdminSliders } from './api/get-admin-sliders';
import { getSliderCategories } from './api/get-slider-categories';
import { sliderWords } from './slider-words';
import { SlidersList } from './sliders-list.client';
import { SLIDERS_PATH } from './sliders-path.util';

// /admin/sliders: the homepage sliders in their order, each with its switch, moves, edit and
// delete. Read on the server with the operator's session; the categories name the targets.

async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return {
    title: `${t('adminSlidersTitle')} · ${t('adminConsoleTitle')}`,
    robots: { index: false, follow: false },
  };
}

async function Page() {
  const read = operatorReader(SLIDERS_PATH);
  const [{ t }, result, categories] = await Promise.all([
    getI18n(),
    getAdminSliders(read),
    getSliderCategories(read),
  ]);

  let body: React.ReactNode;
  if (result.kind !== 'success') {
    body = (
      <StateNotice
        tone="error"
        title={t('adminSlidersFailed')}
        action={{ href: SLIDERS_PATH, label: t('tryAgain') }}
      />
    );
  } else {
    const items = result.body.data;
    const names =
      categories.kind === 'success'
        ? Object.fromEntries(categories.body.data.map((c) => [c.id, c.category]))
        : {};
    body = (
      <>
        <p role="status" className="font-medium text-gray-800">
          {t('adminSlidersResults', { count: result.body.total ?? items.length })}
        </p>
        <div className="mt-4">
          {items.length === 0 ? (
            <StateNotice tone="empty" title={t('adminSlidersEmpty')} />
          ) : (
            <SlidersList items={items} categories={names} words={sliderWords(t)} />
          )}
        </div>
      </>
    );
  }

  return (
    <AdminConsole current="sliders" title={t('adminSlidersTitle')} intro={t('adminSlidersIntro')} t={t}>
      <div className="grid gap-6">
        <p
          className="rounded-md border border-sky-200 bg-sky-50 p-3 text-sky-950"
          data-testid="sliders-limit"
        >
          {t('adminSlidersLimit', { max: SLIDER_SECTION_MAX })}
        </p>
        <div>
          <Link
            href={`${SLIDERS_PATH}/new`}
            prefetch={false}
            className="inline-flex min-h-11 items-center rounded-md bg-(--brand) px-5 font-semibold text-(--on-brand)"
          >
            {t('adminSlidersNew')}
          </Link>
        </div>
        <section aria-label={t('adminSlidersTitle')}>{body}</section>
      </div>
    </AdminConsole>
  );
}

export const slidersRoute = { generateMetadata, Page };
