import { describe, expect, it } from 'vitest';
import { checkFieldForm, fieldBody, initialFieldValues, optionRow } from './verification-field-form.util';

const values = (change: Partial<ReturnType<typeof initialFieldValues>> = {}) => ({
  ...initialFieldValues(null, 4),
  ...change,
});

describe('form builder field form', () => {
  it('starts a new field after the last rank, active, with one empty option', () => {
    const start = initialFieldValues(null, 4);
    expect(start).toMatchObject({ name: '', field_type: '', rank: '4', section: '', active: true });
    expect(start.options).toHaveLength(1);
  });

  it('sends options for choice types only, blank rows dropped, an empty section left out', () => {
    expect(
      fieldBody(
        values({
          name: ' Licence ',
          field_type: 'radio',
          options: [optionRow('A'), optionRow(' '), optionRow('B')],
        }),
      ),
    ).toEqual({ name: 'Licence', field_type: 'radio', rank: '4', active: true, options: ['A', 'B'] });
    expect(
      fieldBody(values({ name: 'Scan', field_type: 'file', section: ' Docs ', options: [optionRow('x')] })),
    ).toEqual({ name: 'Scan', field_type: 'file', rank: '4', active: true, section: 'Docs', options: [] });
  });

  it('refuses with the shared schema, messages keyed to their inputs', () => {
    const empty = checkFieldForm(values());
    expect(empty).toEqual({
      errors: expect.objectContaining({ name: 'Name is required', field_type: 'Field type is required' }),
    });
    // Every message at once: the options' rule shows with a missing name too.
    expect(checkFieldForm(values({ field_type: 'radio', options: [optionRow('')] }))).toEqual({
      errors: { name: 'Name is required', options: 'Add at least one option' },
    });
    const noOptions = checkFieldForm(
      values({ name: 'Type', field_type: 'dropdown', options: [optionRow('')] }),
    );
    expect(noOptions).toEqual({ errors: { options: 'Add at least one option' } });
    const twice = checkFieldForm(
      values({ name: 'Type', field_type: 'checkbox', options: [optionRow('A'), optionRow('a')] }),
    );
    expect(twice).toEqual({ errors: { 'option:1': 'Each option can be listed only once' } });
    const rank = checkFieldForm(values({ name: 'Years', field_type: 'number', rank: '-1' }));
    expect('errors' in rank && rank.errors.rank).toBeTruthy();
  });

  it('lets a complete field through', () => {
    expect(checkFieldForm(values({ name: 'Years', field_type: 'number', rank: '2' }))).toEqual({
      body: { name: 'Years', field_type: 'number', rank: '2', active: true, options: [] },
    });
  });
});
