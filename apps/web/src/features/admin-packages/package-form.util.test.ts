import { PACKAGE_MESSAGES } from '@domus/shared/schemas/admin-package.schema';
import { describe, expect, it } from 'vitest';
import type { AdminPackage } from './admin-packages.types';
import { checkPackageForm, initialPackageValues, packageBody } from './package-form.util';

const gold: AdminPackage = {
  id: 2,
  name: 'Gold',
  package_type: 'paid',
  price: 49.99,
  duration: 720,
  ios_product_id: null,
  on_sale: true,
  features: [
    { id: 1, type: 'property_list', name: 'Property List', enabled: true, limit_type: 'limited', limit: 10 },
    {
      id: 6,
      type: 'premium_properties',
      name: 'Premium',
      enabled: true,
      limit_type: 'unlimited',
      limit: null,
    },
  ],
  subscriptions: 0,
  payments: 0,
  in_use: false,
  created_at: null,
  updated_at: null,
};

describe('the package form', () => {
  it('shows a package in days when it lasts whole days, and sends hours back', () => {
    const values = initialPackageValues(gold);
    expect([values.duration, values.unit]).toEqual(['30', 'days']);
    expect(values.features.property_list).toEqual({ included: true, unlimited: false, limit: '10' });
    expect(values.features.project_list.included).toBe(false);
    expect(packageBody(values)).toMatchObject({
      name: 'Gold',
      price: '49.99',
      duration: '720',
      never_expires: false,
      features: [
        { type: 'property_list', limit_type: 'limited', limit: '10' },
        { type: 'premium_properties', limit_type: 'unlimited' },
      ],
    });
    expect(initialPackageValues({ ...gold, duration: 36 })).toMatchObject({ duration: '36', unit: 'hours' });
  });

  it('passes the shared schema when complete', async () => {
    const checked = await checkPackageForm(initialPackageValues(gold));
    expect(checked).toEqual({
      body: expect.objectContaining({ price: 49.99, duration: 720, on_sale: true }),
    });
  });

  it('puts the schema messages next to their fields, a feature row by its type', async () => {
    const values = initialPackageValues(null);
    values.price = '1.999';
    values.duration = '';
    values.features.project_list = { included: true, unlimited: false, limit: '' };
    const checked = await checkPackageForm(values);
    expect(checked).toEqual({
      errors: {
        name: PACKAGE_MESSAGES.nameRequired,
        price: 'Price must have at most 2 decimals',
        duration: PACKAGE_MESSAGES.durationRequired,
        'feature:project_list': PACKAGE_MESSAGES.limitRequired,
      },
    });
    const none = await checkPackageForm({ ...initialPackageValues(gold), features: values.features });
    expect('errors' in none && none.errors['feature:project_list']).toBe(PACKAGE_MESSAGES.limitRequired);
  });

  it('asks for at least one feature', async () => {
    const checked = await checkPackageForm({
      ...initialPackageValues(gold),
      ...{ features: initialPackageValues(null).features },
    });
    expect(checked).toEqual({ errors: { features: PACKAGE_MESSAGES.featuresRequired } });
  });
});
