import { ChevronEndIcon } from '@/components/ui/icons.component';
import { Section } from '@/components/ui/section.component';
import type { Faq } from '@/lib/api-types';
import type { Translate } from '@/lib/i18n/translate.util';
import { plainText } from '@/lib/text.util';

// Native <details>/<summary>: keyboard and screen-reader support for free, no JavaScript.

function answerText(answer: string): string {
  return /<[a-z][\s\S]*>/i.test(answer) ? plainText(answer) : answer;
}

export function FaqSection({ faqs, t }: { faqs: Faq[]; t: Translate }) {
  const title = t('faqsTitle');
  return (
    <Section
      id="faqs"
      title={title}
      viewAll={{ href: '/faqs', label: t('viewAll'), accessibleLabel: t('viewAllOf', { section: title }) }}
    >
      <div className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
        {faqs.map((faq) => (
          <details key={faq.id} className="group">
            <summary className="flex min-h-11 list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-gray-900 [&::-webkit-details-marker]:hidden">
              {faq.question}
              <ChevronEndIcon className="shrink-0 transition-transform group-open:rotate-90 rtl:-scale-x-100 rtl:group-open:-rotate-90" />
            </summary>
            <p className="whitespace-pre-line px-5 pb-5 text-gray-700">{answerText(faq.answer)}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
