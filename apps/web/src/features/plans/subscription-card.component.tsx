import type { Translate } from '@/lib/i18n/translate.util';
import { featureName } from '@/lib/plan-format.util';
import type { ActivePackage } from './plans.types';
import { endsInLabel, featureUsage } from './subscription-format.util';

// One subscription on "My subscriptions" (server component): the plan, its dates (and the days
// left while active), and each feature as units used of the total with a progress bar, unlimited,
// or included access. Status is a word with a mark, never colour alone.

export function SubscriptionCard({
  subscription,
  now,
  date,
  t,
}: {
  subscription: ActivePackage;
  now: Date;
  date: Intl.DateTimeFormat;
  t: Translate;
}) {
  const active = subscription.is_active;
  const headingId = `subscription-${subscription.user_package_id}`;
  const endsIn = active ? endsInLabel(subscription.end_date, now, t) : null;
  const end = subscription.end_date ? date.format(new Date(subscription.end_date)) : null;
  return (
    <li
      className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-6"
      aria-labelledby={headingId}
      data-testid="subscription"
      data-active={active}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-xl font-semibold text-gray-900">
          {subscription.name}
        </h3>
        <span
          className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold ${
            active ? 'bg-emerald-100 text-emerald-900' : 'bg-gray-100 text-gray-800'
          }`}
        >
          <span aria-hidden="true">{active ? '✓' : '–'}</span>
          {t(active ? 'subscriptionsStatusActive' : 'subscriptionsStatusEnded')}
        </span>
      </div>
      <div className="grid gap-1 text-gray-700">
        <p>{t('subscriptionsStarted', { date: date.format(new Date(subscription.start_date)) })}</p>
        <p>
          {end === null
            ? t('subscriptionsNoEnd')
            : t(active ? 'subscriptionsEnds' : 'subscriptionsEndedOn', { date: end })}
        </p>
        {endsIn ? <p className="font-semibold text-gray-900">{endsIn}</p> : null}
      </div>
      <ul className="grid gap-3" aria-label={t('subscriptionsFeatures', { name: subscription.name })}>
        {subscription.features.map((feature) => {
          const name = featureName(feature, t);
          const usage = featureUsage(feature);
          return (
            <li key={feature.id} className="grid gap-1" data-testid="subscription-feature">
              <div className="flex flex-wrap justify-between gap-x-3 text-gray-900">
                <span className="font-medium">{name}</span>
                <span className="text-gray-700">
                  {usage.kind === 'counted'
                    ? t('subscriptionsUsage', { used: usage.used, total: usage.total, left: usage.left })
                    : t(usage.kind === 'unlimited' ? 'subscriptionsUnlimited' : 'subscriptionsIncluded')}
                </span>
              </div>
              {usage.kind === 'counted' ? (
                <div
                  role="progressbar"
                  aria-label={t('subscriptionsUsageBar', { name, used: usage.used, total: usage.total })}
                  aria-valuemin={0}
                  aria-valuemax={usage.total}
                  aria-valuenow={usage.used}
                  className="h-2 overflow-hidden rounded-full bg-gray-200"
                >
                  <div
                    className={`h-full rounded-full ${active ? 'bg-(--brand)' : 'bg-gray-500'}`}
                    style={{ width: `${usage.total > 0 ? (usage.used / usage.total) * 100 : 0}%` }}
                  />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </li>
  );
}
