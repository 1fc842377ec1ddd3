import 'server-only';
import type { Metadata } from 'next';
import { PageIntro } from '@/components/ui/page-intro.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import { JsonLd } from '@/lib/seo/json-ld.component';
import { pageMetadata } from '@/lib/seo/page-metadata.util';
import { getWebSettings, serverRead } from '@/lib/server-api';
import { companyNameOf } from '@/lib/settings.util';
import { plainText } from '@/lib/text.util';
import { getFaqs } from './api/get-faqs';
import { FaqList } from './faq-list.component';

// The route /faqs (app/ only re-exports it): every active question, with FAQPage structured data.

export async function faqsMetadata(): Promise<Metadata> {
  const [{ t, code }, settings] = await Promise.all([getI18n(), getWebSettings()]);
  const company = companyNameOf(settings.kind === 'success' ? settings.body.data : null);
  return pageMetadata({
    title: t('faqsTitle'),
    description: t('faqsPageDescription', { company }),
    path: '/faqs',
    siteName: company,
    locale: code,
  });
}

export async function FaqsRoutePage() {
  const [{ t }, settings, faqs] = await Promise.all([getI18n(), getWebSettings(), getFaqs(serverRead)]);
  const company = companyNameOf(settings.kind === 'success' ? settings.body.data : null);
  return (
    <>
      <PageIntro title={t('faqsTitle')} intro={t('faqsPageDescription', { company })} />
      <div className="mx-auto w-full max-w-7xl px-4 py-8">
        {faqs.kind !== 'success' ? (
          <StateNotice
            tone="error"
            title={t('contentErrorTitle')}
            message={faqs.kind === 'error' ? faqs.body.message : t('errorMessage')}
            action={{ href: '/faqs', label: t('tryAgain') }}
          />
        ) : faqs.body.data.length === 0 ? (
          <StateNotice
            tone="empty"
            title={t('faqsEmpty')}
            action={{ href: '/contact-us', label: t('contactUs') }}
          />
        ) : (
          <>
            <JsonLd
              data={{
                '@context': 'https://schema.org',
                '@type': 'FAQPage',
                mainEntity: faqs.body.data.map((faq) => ({
                  '@type': 'Question',
                  name: faq.question,
                  acceptedAnswer: { '@type': 'Answer', text: plainText(faq.answer) },
                })),
              }}
            />
            <FaqList faqs={faqs.body.data} />
          </>
        )}
      </div>
    </>
  );
}
