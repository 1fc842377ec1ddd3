import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { operatorReader } from '@/components/access/operator-access.server';
import { AdminConsole } from '@/components/admin/admin-console.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import type { AdminSlider } from './admin-sliders.types';
import { getAdminSlider } from './api/get-admin-slider';
import { getSliderCategories } from './api/get-slider-categories';
import { SliderForm } from './slider-form.client';
import { sliderWords } from './slider-words';
import { SLIDERS_PATH } from './sliders-path.util';

// /admin/sliders/new and /admin/sliders/{id}: the slider form, empty or with the slider as the API
// holds it. Read on the server with the operator's session; an unknown id is the 404. The
// categories read doubles as the operator check on /new (a member meets the 404 page).

async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return {
    title: `${t('adminSlidersTitle')} · ${t('adminConsoleTitle')}`,
    robots: { index: false, follow: false },
  };
}

function idOf(raw: string): number | null | 'invalid' {
  if (raw === 'new') return null;
  return /^\d{1,12}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 'invalid';
}

async function Page({ params }: { params: Promise<{ id?: string }> }) {
  const id = idOf((await params).id ?? 'new');
  if (id === 'invalid') notFound();
  const path = id === null ? `${SLIDERS_PATH}/new` : `${SLIDERS_PATH}/${id}`;
  const read = operatorReader(path);
  const [{ t }, categories, result] = await Promise.all([
    getI18n(),
    getSliderCategories(read),
    id === null ? null : getAdminSlider(read, id),
  ]);
  if (result?.kind === 'error' && result.status === 404) notFound();
  const slider = result?.kind === 'success' ? (result.body.data as AdminSlider) : null;
  const failed = categories.kind !== 'success' || (result !== null && result.kind !== 'success');

  return (
    <AdminConsole
      current="sliders"
      title={slider ? t('adminSliderEditTitle', { id: slider.id }) : t('adminSliderNewTitle')}
      t={t}
    >
      <p className="mb-6">
        <Link
          href={SLIDERS_PATH}
          prefetch={false}
          className="inline-flex min-h-11 items-center font-medium text-(--brand-ink) underline underline-offset-2"
        >
          {t('adminSliderBack')}
        </Link>
      </p>
      {failed || categories.kind !== 'success' ? (
        <StateNotice
          tone="error"
          title={t('adminSlidersFailed')}
          action={{ href: path, label: t('tryAgain') }}
        />
      ) : (
        // Keyed by the stored row: after a save the page renders again and the form starts over.
        <SliderForm
          key={slider ? `${slider.id}-${slider.updated_at}` : 'new'}
          slider={slider}
          categories={categories.body.data}
          words={sliderWords(t)}
        />
      )}
    </AdminConsole>
  );
}

export const sliderEditRoute = { generateMetadata, Page };
