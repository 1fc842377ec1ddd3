import type {
  VerificationApplication,
  VerificationFormField,
} from '@domus/shared/schemas/verification.schema';
import { describe, expect, it } from 'vitest';
import {
  answersBody,
  earlierFileOf,
  fileProblem,
  groupBySection,
  hasErrors,
  initialValues,
  serverErrors,
  validateAnswers,
} from './verification-form.util';

const field = (
  id: number,
  field_type: VerificationFormField['field_type'],
  extra: Partial<VerificationFormField> = {},
): VerificationFormField => ({
  id,
  name: `Field ${id}`,
  field_type,
  rank: id,
  section: null,
  form_fields_values: [],
  ...extra,
});
const options = (...values: string[]) => values.map((value, index) => ({ id: 100 + index, value }));

const licence = field(1, 'radio', {
  name: 'Licence type',
  form_fields_values: options('Individual', 'Company'),
});
const areas = field(2, 'checkbox', { name: 'Areas', form_fields_values: options('North', 'South') });
const years = field(3, 'number', { name: 'Years' });
const scan = field(4, 'file', { name: 'Licence scan' });
const city = field(5, 'dropdown', { name: 'City', form_fields_values: options('Paris', 'Lyon') });
const bio = field(6, 'textarea', { name: 'About' });
const agency = field(7, 'text', { name: 'Agency' });
const ALL = [licence, areas, years, scan, city, bio, agency];

const pdf = (size = 1000, name = 'licence.pdf') =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

const filled = () => ({
  1: 'Company',
  2: ['North'],
  3: '12',
  4: pdf(),
  5: 'Lyon',
  6: 'Ten years in the trade',
  7: 'Acme Homes',
});

describe('groupBySection', () => {
  it('keeps rank order and starts a group where the section changes', () => {
    const groups = groupBySection([
      field(3, 'text', { rank: 3, section: 'Company' }),
      field(1, 'text', { rank: 1 }),
      field(2, 'text', { rank: 2, section: 'Company' }),
      field(4, 'text', { rank: 4, section: '  ' }),
    ]);
    expect(groups.map((g) => [g.section, g.fields.map((f) => f.id)])).toEqual([
      [null, [1]],
      ['Company', [2, 3]],
      [null, [4]],
    ]);
  });
});

describe('validateAnswers', () => {
  it('accepts a complete, fitting form', () => {
    expect(hasErrors(validateAnswers(ALL, filled()))).toBe(false);
  });

  it('says "Please fill all fields" for every empty answer, and at the top', () => {
    const errors = validateAnswers(ALL, { ...filled(), 2: [], 4: null, 7: '   ' });
    expect(errors.form).toBe('Please fill all fields');
    expect(errors.fields).toEqual({
      2: 'Please fill all fields',
      4: 'Please fill all fields',
      7: 'Please fill all fields',
    });
  });

  it('names the field whose value does not fit, in the server words', () => {
    const errors = validateAnswers(ALL, {
      ...filled(),
      1: 'Partnership',
      2: ['East'],
      3: '12 years',
      5: 'Nice',
    });
    expect(errors.fields).toEqual({
      1: 'Invalid value for Licence type',
      2: 'Invalid value for Areas',
      3: 'Invalid value for Years',
      5: 'Invalid value for City',
    });
    expect(errors.form).toBeNull();
  });

  it('holds text to 1,000 characters and long text to 5,000', () => {
    expect(validateAnswers(ALL, { ...filled(), 7: 'a'.repeat(1001) }).fields[7]).toBe(
      'Invalid value for Agency',
    );
    expect(validateAnswers(ALL, { ...filled(), 6: 'a'.repeat(5001) }).fields[6]).toBe(
      'Invalid value for About',
    );
    expect(hasErrors(validateAnswers(ALL, { ...filled(), 6: 'a'.repeat(5000) }))).toBe(false);
  });

  it('refuses a file of another type or over 5 MB with the API messages', () => {
    expect(fileProblem(pdf(5 * 1024 * 1024))).toBeNull();
    expect(fileProblem(pdf(5 * 1024 * 1024 + 1))).toBe('File is too large');
    expect(fileProblem(pdf(10, 'photo.gif'))).toBe('This file type is not allowed');
    for (const name of ['a.JPG', 'a.jpeg', 'a.png', 'a.pdf', 'a.doc', 'a.docx', 'a.txt']) {
      expect(fileProblem(pdf(10, name))).toBeNull();
    }
    expect(validateAnswers(ALL, { ...filled(), 4: pdf(10, 'x.exe') }).fields[4]).toBe(
      'This file type is not allowed',
    );
  });
});

describe('answersBody', () => {
  it('sends form_fields[i][id] and [value], checkbox as [value][], the file as its part', () => {
    const body = answersBody(ALL, filled());
    expect(body.get('form_fields[0][id]')).toBe('1');
    expect(body.get('form_fields[0][value]')).toBe('Company');
    expect(body.getAll('form_fields[1][value][]')).toEqual(['North']);
    const file = body.get('form_fields[3][value]');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('licence.pdf');
    expect(body.get('form_fields[6][value]')).toBe('Acme Homes');
  });
});

const application = (values: Array<[number, string | string[]]>): VerificationApplication => ({
  id: 9,
  user_id: 7,
  status: 'failed',
  reason: 'Blurry scan',
  reviewed_at: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  user: { id: 7, name: 'Ravi', profile: '', property_count: 0, projects_count: 0 },
  verify_customer_values: values.map(([id, value], index) => ({
    id: index + 1,
    verify_customer_form_id: id,
    value,
    verify_form: { id, name: `Field ${id}`, field_type: 'text', form_fields_values: [] },
  })),
});

describe('initialValues', () => {
  it('starts empty by type', () => {
    expect(initialValues(ALL, null)).toEqual({ 1: '', 2: [], 3: '', 4: null, 5: '', 6: '', 7: '' });
  });

  it('prefills a re-application with the earlier answers that still fit; never a file', () => {
    const earlier = application([
      [1, 'Company'],
      [2, 'North,Gone'],
      [4, 'https://x.test/licence.pdf'],
      [5, 'Removed city'],
      [7, 'Acme'],
    ]);
    expect(initialValues(ALL, earlier)).toEqual({
      1: 'Company',
      2: ['North'],
      3: '',
      4: null,
      5: '',
      6: '',
      7: 'Acme',
    });
    expect(earlierFileOf(scan, earlier)).toBe('https://x.test/licence.pdf');
    expect(earlierFileOf(agency, null)).toBeNull();
  });
});

describe('serverErrors', () => {
  const failure = (message: string, code: string | null, details: Record<string, unknown> | null = null) => ({
    message,
    code,
    status: 400,
    details,
  });

  it('puts a message on the field the details name by its index in the body', () => {
    const errors = serverErrors(
      ALL,
      filled(),
      failure('Please fill all fields', 'VALIDATION_FAILED', {
        fields: [
          { field: 'form_fields.1', message: 'Please fill all fields' },
          { field: 'form_fields.6.value', message: 'Please fill all fields' },
        ],
      }),
    );
    expect(errors.fields).toEqual({ 2: 'Please fill all fields', 7: 'Please fill all fields' });
    expect(errors.form).toBe('Please fill all fields');
  });

  it('finds the field an "Invalid value for" message names', () => {
    const errors = serverErrors(ALL, filled(), failure('Invalid value for City', 'VALIDATION_FAILED'));
    expect(errors.fields).toEqual({ 5: 'Invalid value for City' });
    expect(errors.form).toBeNull();
  });

  it('puts a file refusal on the one file sent, anything else on the form', () => {
    expect(serverErrors(ALL, filled(), failure('File is too large', 'PAYLOAD_TOO_LARGE')).fields).toEqual({
      4: 'File is too large',
    });
    const other = serverErrors(ALL, filled(), failure('Too many requests, try again later', 'RATE_LIMITED'));
    expect(other).toEqual({ fields: {}, form: 'Too many requests, try again later' });
  });
});
