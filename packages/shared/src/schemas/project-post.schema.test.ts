import { describe, expect, it } from 'vitest';
import { postProjectSchema } from './project-post.schema.js';

// The project form's own rules, as the web form shows them before sending.

const valid = {
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

const firstIssue = (value: Record<string, unknown>) => {
  const result = postProjectSchema.safeParse({ ...valid, ...value });
  return result.success ? null : [result.error.issues[0]?.path.join('.'), result.error.issues[0]?.message];
};

const file = { kind: 'file' };
const FLOOR = 'fill the current floor details before adding a new floor';

describe('project form', () => {
  it('asks for the current floor’s details before another one', () => {
    expect(firstIssue({ plans: [{ title: 'Tower A', document: file }] })).toBeNull();
    expect(firstIssue({ plans: [{ title: 'Tower A' }] })).toEqual(['plans.0.document', FLOOR]);
    expect(firstIssue({ plans: [{ title: 'A', document: file }, { document: file }] })).toEqual([
      'plans.1.title',
      FLOOR,
    ]);
    // An existing plan keeps its document: a title is enough.
    expect(firstIssue({ plans: [{ id: '4', title: 'Tower A' }] })).toBeNull();
    expect(firstIssue({ plans: [{ id: '4' }] })).toEqual(['plans.0.title', FLOOR]);
  });

  it('reads removal lists as csv or arrays, and the type by name', () => {
    const parsed = postProjectSchema.parse({
      ...valid,
      remove_plans: '3,4,3',
      remove_gallery_images: ['7', '8'],
      remove_meta_image: '1',
    });
    expect([parsed.remove_plans, parsed.remove_gallery_images, parsed.remove_meta_image]).toEqual([
      [3, 4],
      [7, 8],
      true,
    ]);
    expect(firstIssue({ type: 'ready' })).toEqual([
      'type',
      'type must be one of: under_construction, upcoming',
    ]);
    expect(firstIssue({ location: undefined })).toEqual([
      'location',
      'fill all property or project address details',
    ]);
  });
});
