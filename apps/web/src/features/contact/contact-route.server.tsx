import 'server-only';
import type { Metadata } from 'next';
import { ListingMap } from '@/components/map/listing-map.component';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons.component';
import { PageIntro } from '@/components/ui/page-intro.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import { pageMetadata } from '@/lib/seo/page-metadata.util';
import { getWebSettings } from '@/lib/server-api';
import { companyNameOf } from '@/lib/settings.util';
import { ContactForm } from './contact-form.client';

// The route /contact-us (app/ only re-exports it): the company's contact details, its map and the
// contact form.

export async function contactMetadata(): Promise<Metadata> {
  const [{ t, code }, settings] = await Promise.all([getI18n(), getWebSettings()]);
  const company = companyNameOf(settings.kind === 'success' ? settings.body.data : null);
  return pageMetadata({
    title: t('contactUs'),
    description: t('contactPageDescription', { company }),
    path: '/contact-us',
    siteName: company,
    locale: code,
  });
}

function coordinate(value: unknown, limit: number): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim()
        ? Number(value)
        : Number.NaN;
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

export async function ContactRoutePage() {
  const [{ t }, settings] = await Promise.all([getI18n(), getWebSettings()]);
  const data = settings.kind === 'success' ? settings.body.data : null;
  const extra = (data ?? {}) as unknown as Record<string, unknown>;
  const lat = coordinate(extra.latitude, 90);
  const lng = coordinate(extra.longitude, 180);
  const phones = [data?.company_tel1, data?.company_tel2].filter((p): p is string => Boolean(p));
  const mapHref =
    lat !== null && lng !== null
      ? `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`
      : data?.company_address
        ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(data.company_address)}`
        : null;
  return (
    <>
      <PageIntro title={t('contactUs')} intro={t('contactIntro')} />
      <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-8 lg:grid-cols-3">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-xl border border-gray-200 bg-white p-6 lg:col-span-2"
        >
          <h2 id="contact-form-heading" className="mb-5 text-xl font-bold text-gray-900">
            {t('contactFormTitle')}
          </h2>
          <ContactForm />
        </section>
        <aside
          aria-labelledby="contact-details-heading"
          className="rounded-xl border border-gray-200 bg-white p-6"
        >
          <h2 id="contact-details-heading" className="mb-4 text-xl font-bold text-gray-900">
            {t('getInTouch')}
          </h2>
          <p className="mb-4 font-semibold text-gray-900">{companyNameOf(data)}</p>
          <ul className="space-y-3 text-gray-800">
            {data?.company_email ? (
              <li className="flex items-center gap-2">
                <MailIcon width={20} height={20} aria-hidden="true" />
                <span className="sr-only">{t('email')}: </span>
                <a
                  href={`mailto:${data.company_email}`}
                  className="inline-flex min-h-6 items-center hover:underline"
                >
                  {data.company_email}
                </a>
              </li>
            ) : null}
            {phones.map((phone) => (
              <li key={phone} className="flex items-center gap-2">
                <PhoneIcon width={20} height={20} aria-hidden="true" />
                <span className="sr-only">{t('phone')}: </span>
                <a
                  href={`tel:${phone.replace(/\s+/g, '')}`}
                  dir="ltr"
                  className="inline-flex min-h-6 items-center hover:underline"
                >
                  {phone}
                </a>
              </li>
            ))}
          </ul>
          {data?.company_address || mapHref ? (
            <section aria-labelledby="office-heading" className="mt-6">
              <h3 id="office-heading" className="mb-2 font-bold text-gray-900">
                {t('officeLocation')}
              </h3>
              {data?.company_address ? (
                <p className="flex items-start gap-2 text-gray-800">
                  <MapPinIcon width={20} height={20} aria-hidden="true" className="mt-0.5 shrink-0" />
                  <span className="sr-only">{t('address')}: </span>
                  <span className="whitespace-pre-line">{data.company_address}</span>
                </p>
              ) : null}
              {lat !== null && lng !== null ? (
                <div className="mt-3 overflow-hidden rounded-lg">
                  <ListingMap
                    markers={[{ id: 'office', latitude: lat, longitude: lng, title: companyNameOf(data) }]}
                    center={{ latitude: lat, longitude: lng }}
                    zoom={15}
                    tileUrl={data?.map_tile_url}
                    attribution={data?.map_tile_attribution}
                    label={t('officeLocation')}
                    height={240}
                  />
                </div>
              ) : null}
              {mapHref ? (
                <a
                  href={mapHref}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="mt-3 inline-flex min-h-11 items-center rounded-md border border-gray-300 px-4 font-semibold text-(--brand-ink) hover:bg-gray-50"
                >
                  {t('openInMap')}
                </a>
              ) : null}
            </section>
          ) : null}
        </aside>
      </div>
    </>
  );
}
