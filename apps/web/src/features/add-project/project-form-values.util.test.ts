import { describe, expect, it } from 'vitest';
import type { EditableProject } from './project-form.types';
import { projectErrors } from './project-form-validation.util';
import {
  emptyProject,
  nextPlanProblem,
  type PlanValue,
  PROJECT_TEXT_FIELDS,
  plansFromProject,
  projectFormData,
  serverFieldErrors,
  valuesFromProject,
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

const stored: EditableProject = {
  id: 4,
  slug_id: 'green-heights',
  title: 'Green Heights',
  type: 'under_construction',
  image: 'https://cdn.example.com/pr/4/cover.jpg',
  location: 'MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  latitude: 18.52,
  longitude: 73.85,
  category_id: 3,
  category: { id: 3, category: 'Apartment', slug_id: 'apartment', image: null },
  is_promoted: false,
  status: 1,
  request_status: 'approved',
  description: '<p>Two towers</p>',
  video_link: null,
  gallery_images: [
    { id: 10, name: 'https://cdn.example.com/g1.jpg', type: 'image' },
    { id: 11, name: 'https://cdn.example.com/g2.jpg', type: 'image' },
  ],
  documents: [{ id: 20, name: 'https://cdn.example.com/brochure.pdf', type: 'doc' }],
  plans: [
    { id: 2, title: 'Tower A – 2BHK', document: 'https://cdn.example.com/plan-a.png' },
    { id: 3, title: 'Tower B – 3BHK', document: 'https://cdn.example.com/plan-b.png' },
  ],
  customer: null,
  meta_title: null,
  meta_description: 'Homes by the park',
  meta_keywords: null,
  meta_image: 'https://cdn.example.com/share.jpg',
};

/** A body's parts in order, files by their name. */
const parts = (body: FormData) =>
  [...body.entries()].map(([name, value]) => [
    name,
    typeof value === 'string' ? value : `file:${value.name}`,
  ]);

const noFiles = { image: null, gallery_images: [], documents: [], meta_image: null };
const keepAll = { id: 4, removeGallery: [], removeDocuments: [], removeMetaImage: false };

describe('the project form in edit mode', () => {
  it('starts from the project as stored: its text, and its plans by id with their current file', () => {
    expect(valuesFromProject(stored)).toEqual({
      ...emptyProject(),
      title: 'Green Heights',
      description: '<p>Two towers</p>',
      category_id: '3',
      type: 'under_construction',
      location: 'MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      latitude: '18.52',
      longitude: '73.85',
      meta_description: 'Homes by the park',
    });
    expect(plansFromProject(stored)).toEqual([
      { key: 1, id: 2, title: 'Tower A – 2BHK', current: 'https://cdn.example.com/plan-a.png', file: null },
      { key: 2, id: 3, title: 'Tower B – 3BHK', current: 'https://cdn.example.com/plan-b.png', file: null },
    ]);
  });

  it('sends the whole form again with the id; the cover is kept unless replaced, plans by id', () => {
    const plans = plansFromProject(stored).map((p) =>
      p.id === 3 ? { ...p, title: ' Tower B – duplex ' } : p,
    );
    const body = projectFormData(valuesFromProject(stored), plans, noFiles, keepAll);
    expect(parts(body)).toEqual([
      ['id', '4'],
      ['title', 'Green Heights'],
      ['description', '<p>Two towers</p>'],
      ['category_id', '3'],
      ['type', 'under_construction'],
      ['location', 'MG Road'],
      ['city', 'Pune'],
      ['state', 'Maharashtra'],
      ['country', 'India'],
      ['latitude', '18.52'],
      ['longitude', '73.85'],
      ['meta_description', 'Homes by the park'],
      ['plans[0][id]', '2'],
      ['plans[0][title]', 'Tower A – 2BHK'],
      ['plans[1][id]', '3'],
      ['plans[1][title]', 'Tower B – duplex'],
    ]);
  });

  it('sends what is removed by id, and numbers the plans sent without the removed ones', () => {
    const [first, second] = plansFromProject(stored) as [PlanValue, PlanValue];
    const plans: PlanValue[] = [
      { ...first, removed: true },
      { ...second, file: file('b2.pdf') },
      { key: 3, title: 'Penthouse', file: file('ph.png') },
    ];
    const body = projectFormData(
      valuesFromProject(stored),
      plans,
      { ...noFiles, image: file('new-cover.jpg'), gallery_images: [file('g3.jpg')] },
      { id: 4, removeGallery: [11], removeDocuments: [20], removeMetaImage: true },
    );
    const text = new Set<string>(['id', ...PROJECT_TEXT_FIELDS]);
    expect(parts(body).filter(([name]) => !text.has(name as string))).toEqual([
      ['image', 'file:new-cover.jpg'],
      ['gallery_images[]', 'file:g3.jpg'],
      ['plans[0][id]', '3'],
      ['plans[0][title]', 'Tower B – 3BHK'],
      ['plans[0][document]', 'file:b2.pdf'],
      ['plans[1][title]', 'Penthouse'],
      ['plans[1][document]', 'file:ph.png'],
      ['remove_gallery_images[0]', '11'],
      ['remove_documents[0]', '20'],
      ['remove_plans[0]', '2'],
      ['remove_meta_image', '1'],
    ]);
  });

  it('keeps the sharing picture’s removal out when a new one replaces it', () => {
    const body = projectFormData(
      valuesFromProject(stored),
      [],
      { ...noFiles, meta_image: file('share2.jpg') },
      { ...keepAll, removeMetaImage: true },
    );
    expect(body.has('remove_meta_image')).toBe(false);
    expect((body.get('meta_image') as File).name).toBe('share2.jpg');
    expect(body.has('remove_plans[0]')).toBe(false);
  });

  it('needs no new file for an existing plan, and skips removed plans when adding the next', () => {
    const [first, second] = plansFromProject(stored) as [PlanValue, PlanValue];
    expect(nextPlanProblem([first, second])).toEqual({});
    expect(nextPlanProblem([first, { ...second, title: ' ' }])).toEqual({ 'plans.1.title': FLOOR });
    expect(
      nextPlanProblem([
        { ...first, title: '' },
        { ...second, removed: true },
      ]),
    ).toEqual({
      'plans.0.title': FLOOR,
    });
    expect(nextPlanProblem([{ ...first, removed: true }])).toEqual({});
  });

  it('checks an edit with the API’s schema: the stored cover counts, messages at the plan as shown', () => {
    const [first, second] = plansFromProject(stored) as [PlanValue, PlanValue];
    const values = valuesFromProject(stored);
    expect(projectErrors(values, [first, second], true, 4)).toEqual({});
    // The first plan is removed, so the second is sent first; its message stays on the second.
    expect(
      projectErrors(
        values,
        [
          { ...first, removed: true },
          { ...second, title: '' },
        ],
        true,
        4,
      ),
    ).toEqual({
      'plans.1.title': FLOOR,
    });
    expect(projectErrors(values, [first, { key: 9, title: 'New', file: null }], true, 4)).toEqual({
      'plans.1.document': FLOOR,
    });
  });

  it('puts the API’s plan messages on the plan as the form shows it', () => {
    // Sent: the form's plans 1 and 2 (plan 0 removed).
    expect(
      serverFieldErrors(
        {
          message: 'This floor plan is not part of the project',
          details: { field: 'plans.1.id' },
        },
        [1, 2],
      ),
    ).toEqual({ 'plans.2.title': 'This floor plan is not part of the project' });
    expect(
      serverFieldErrors(
        { message: 'This file type is not allowed', details: { field: 'plans.0.document' } },
        [1, 2],
      ),
    ).toEqual({ 'plans.1.document': 'This file type is not allowed' });
    expect(
      serverFieldErrors({ message: 'At most 30 floor plans are allowed', details: { field: 'plans' } }, [0]),
    ).toEqual({ plans: 'At most 30 floor plans are allowed' });
  });
});
