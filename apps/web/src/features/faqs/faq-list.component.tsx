import { ChevronEndIcon } from '@/components/ui/icons.component';
import type { Faq } from '@/lib/api-types';
import { plainText } from '@/lib/text.util';

// Native <details>/<summary>: keyboard and screen-reader support with no JavaScript.

function answerText(answer: string): string {
  return /<[a-z][\s\S]*>/i.test(answer) ? plainText(answer) : answer;
}

export function FaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <div
      className="max-w-3xl divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white"
      data-testid="faq-list"
    >
      {faqs.map((faq) => (
        <details key={faq.id} className="group">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-gray-900 [&::-webkit-details-marker]:hidden">
            <span dir="auto">{faq.question}</span>
            <ChevronEndIcon className="shrink-0 transition-transform group-open:rotate-90 rtl:-scale-x-100 rtl:group-open:-rotate-90" />
          </summary>
          <p dir="auto" className="whitespace-pre-line px-5 pb-5 text-gray-700">
            {answerText(faq.answer)}
          </p>
        </details>
      ))}
    </div>
  );
}
