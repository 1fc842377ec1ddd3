import { formatPrice, type PriceFormatOptions } from '@domus/shared/utils/price-format.util';
import Link from 'next/link';
import type { Translate } from '@/lib/i18n/translate.util';
import { durationLabel, featureLabel } from '@/lib/plan-format.util';
import type { AdminPackage } from './admin-packages.types';
import { PACKAGES_PATH } from './packages-params.util';

// One page of packages as a table: name, price, duration, features, sale state, subscriptions and
// the way to its form. Server-rendered; nothing here runs in the browser.

const CELL = 'px-3 py-3 align-top';

export function PackagesTable({
  items,
  price,
  t,
}: {
  items: AdminPackage[];
  price: PriceFormatOptions;
  t: Translate;
}) {
  return (
    <div className="relative overflow-x-auto rounded-xl border border-gray-200">
      <table className="w-full text-start text-gray-900" data-testid="admin-packages">
        <thead className="bg-gray-50 text-sm font-semibold text-gray-800">
          <tr>
            <th scope="col" className={`${CELL} text-start`}>
              {t('adminPackagesName')}
            </th>
            <th scope="col" className={`${CELL} text-start`}>
              {t('adminPackagesPrice')}
            </th>
            <th scope="col" className={`${CELL} text-start`}>
              {t('adminPackagesDuration')}
            </th>
            <th scope="col" className={`${CELL} text-start`}>
              {t('adminPackagesFeatures')}
            </th>
            <th scope="col" className={`${CELL} text-start`}>
              {t('adminPackagesState')}
            </th>
            <th scope="col" className={`${CELL} text-start`}>
              {t('adminPackagesBuyers')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {items.map((pkg) => (
            <tr key={pkg.id} data-testid="admin-package-row">
              <th scope="row" className={`${CELL} text-start font-semibold`}>
                <Link
                  href={`${PACKAGES_PATH}/${pkg.id}`}
                  prefetch={false}
                  aria-label={t('adminPackagesEditTitled', { name: pkg.name })}
                  className="text-(--brand-ink) underline underline-offset-2 hover:no-underline"
                >
                  {pkg.name}
                </Link>
              </th>
              <td className={CELL} data-testid="admin-package-price">
                {pkg.package_type === 'free' ? t('adminPackagesFree') : formatPrice(pkg.price, price)}
              </td>
              <td className={CELL}>{durationLabel(pkg.duration, t)}</td>
              <td className={CELL}>
                <ul className="grid gap-0.5 text-sm">
                  {pkg.features.map((feature) => (
                    <li key={feature.type} className={feature.enabled ? '' : 'text-gray-600 line-through'}>
                      {featureLabel(feature, t)}
                    </li>
                  ))}
                </ul>
              </td>
              <td className={CELL}>
                <span
                  className={`rounded-full px-2 py-0.5 text-sm font-semibold ${pkg.on_sale ? 'bg-emerald-100 text-emerald-900' : 'bg-gray-200 text-gray-900'}`}
                >
                  {t(pkg.on_sale ? 'adminPackagesSaleOn' : 'adminPackagesSaleOff')}
                </span>
              </td>
              <td className={CELL}>{pkg.subscriptions}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
