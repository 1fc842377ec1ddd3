import { describe, expect, it } from 'vitest';
import { projectErrors } from './project-form-validation.util';
import {
  emptyProject,
  nextPlanProblem,
  type PlanValue,
  projectFormData,
  serverFieldErrors,
} from './project-form-values.util';

const FLOOR = 'fill the current floor details before adding a new floor';
const file = (name: string) => new File([new Uint8Array([1, 2, 3])], name);

const filled = {
  ...emptyProject(),
  title: 'Green Heights',
  description: 'Two towers',
  category_id: '3',
  type: 'upcoming',
  location: 'MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  latitude: '18.52',
  longitude: '73.85',
};

describe('the project form', () => {
  it('adds a floor plan only once the current one has its title and file', () => {
    expect(nextPlanProblem([])).toEqual({});
    const plan = (title: string, withFile: boolean): PlanValue => ({
      key: 1,
      title,
      file: withFile ? file('a.pdf') : null,
    });
    expect(nextPlanProblem([plan(' ', true)])).toEqual({ 'plans.0.title': FLOOR });
    expect(nextPlanProblem([plan('Tower A', false)])).toEqual({ 'plans.0.document': FLOOR });
    expect(nextPlanProblem([plan('Tower A', true)])).toEqual({});
  });

  it('shows the server’s words before sending: the spec’s messages and the cover picture', () => {
    expect(projectErrors(filled, [], true)).toEqual({});
    expect(projectErrors({ ...filled, title: '  ', city: '' }, [], false)).toEqual({
      title: 'Title is required',
      city: 'fill all property or project address details',
      image: 'Please select a Title Image',
    });
    expect(projectErrors(filled, [{ key: 1, title: 'A', file: null }], true)).toEqual({
      'plans.0.document': FLOOR,
    });
  });

  it('sends the contract’s field names, plans by index', () => {
    const body = projectFormData(filled, [{ key: 4, title: ' Tower A ', file: file('a.pdf') }], {
      image: file('cover.jpg'),
      gallery_images: [file('g1.jpg'), file('g2.jpg')],
      documents: [],
      meta_image: null,
    });
    expect(body.get('title')).toBe('Green Heights');
    expect(body.has('video_link')).toBe(false);
    expect((body.get('image') as File).name).toBe('cover.jpg');
    expect(body.getAll('gallery_images[]')).toHaveLength(2);
    expect(body.get('plans[0][title]')).toBe('Tower A');
    expect((body.get('plans[0][document]') as File).name).toBe('a.pdf');
  });

  it('puts the API’s field messages next to their fields', () => {
    expect(
      serverFieldErrors({
        message: 'This file type is not allowed',
        details: { field: 'plans.2.document', allowed: ['jpg', 'png', 'pdf'] },
      }),
    ).toEqual({ 'plans.2.document': 'This file type is not allowed' });
    expect(
      serverFieldErrors({
        message: 'Please select Category',
        details: { fields: [{ field: 'category_id', message: 'Please select Category' }] },
      }),
    ).toEqual({ category_id: 'Please select Category' });
    expect(
      serverFieldErrors({
        message: 'File is too large',
        details: { field: 'gallery_images.3', max_bytes: 1 },
      }),
    ).toEqual({ gallery_images: 'File is too large' });
  });
});
