import Link from 'next/link';
import { memberReader } from '@/components/access/member-access.server';
import { StateNotice } from '@/components/ui/state-notice.component';
import type { Translate } from '@/lib/i18n/translate.util';
import { getUserSubscriptions, SUBSCRIPTIONS_PAGE_SIZE } from './api/get-user-subscriptions';
import { PLANS_PAGE_PATH } from './plans-section.component';
import { SubscriptionCard } from './subscription-card.component';

export const SUBSCRIPTIONS_PATH = '/user/subscriptions';

// /user/subscriptions's content (server component): my subscriptions, ten a page, the active ones
// first (ending soonest) and then the ended ones, each as a card with what is left of it.

const PAGER =
  'inline-flex min-h-11 items-center rounded-md border border-gray-400 px-4 font-semibold text-gray-900';
const LIST = 'mt-4 grid gap-4 md:grid-cols-2';

const pageHref = (page: number) => (page > 1 ? `${SUBSCRIPTIONS_PATH}?page=${page}` : SUBSCRIPTIONS_PATH);

export async function SubscriptionsSection({ page, t, code }: { page: number; t: Translate; code: string }) {
  const offset = (page - 1) * SUBSCRIPTIONS_PAGE_SIZE;
  const result = await getUserSubscriptions(memberReader(pageHref(page)), offset);
  if (result.kind !== 'success') {
    return (
      <StateNotice
        tone="error"
        title={t('subscriptionsFailed')}
        action={{ href: pageHref(page), label: t('tryAgain') }}
      />
    );
  }
  const items = result.body.data;
  const total = result.body.total ?? items.length;
  if (items.length === 0 && page === 1) {
    return (
      <StateNotice
        tone="empty"
        title={t('subscriptionsEmpty')}
        action={{ href: PLANS_PAGE_PATH, label: t('seePlans') }}
      />
    );
  }
  const now = new Date();
  const date = new Intl.DateTimeFormat(code, { dateStyle: 'medium', timeZone: 'UTC' });
  const active = items.filter((s) => s.is_active);
  const ended = items.filter((s) => !s.is_active);
  const hasNext = offset + SUBSCRIPTIONS_PAGE_SIZE < total;
  const cards = (list: typeof items) =>
    list.map((s) => (
      <SubscriptionCard key={s.user_package_id} subscription={s} now={now} date={date} t={t} />
    ));
  return (
    <div className="grid gap-10">
      {active.length > 0 ? (
        <section aria-labelledby="subscriptions-active">
          <h2 id="subscriptions-active" className="text-2xl font-bold text-gray-900">
            {t('subscriptionsActiveHeading')}
          </h2>
          <ul className={LIST} data-testid="subscriptions-active">
            {cards(active)}
          </ul>
        </section>
      ) : null}
      {ended.length > 0 ? (
        <section aria-labelledby="subscriptions-ended">
          <h2 id="subscriptions-ended" className="text-2xl font-bold text-gray-900">
            {t('subscriptionsEndedHeading')}
          </h2>
          <ul className={LIST} data-testid="subscriptions-ended">
            {cards(ended)}
          </ul>
        </section>
      ) : null}
      <p>
        <Link
          href={PLANS_PAGE_PATH}
          prefetch={false}
          className="font-semibold text-(--brand-ink) underline underline-offset-2"
        >
          {t('seePlans')}
        </Link>
      </p>
      {page > 1 || hasNext ? (
        <nav aria-label={t('subscriptionsPages')} className="flex gap-3">
          {page > 1 ? (
            <Link href={pageHref(page - 1)} rel="prev" prefetch={false} className={PAGER}>
              {t('previousPage')}
            </Link>
          ) : null}
          {hasNext ? (
            <Link href={pageHref(page + 1)} rel="next" prefetch={false} className={PAGER}>
              {t('nextPage')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
