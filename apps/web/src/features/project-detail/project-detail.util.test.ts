import { describe, expect, it } from 'vitest';
import type { ProjectDetail } from '@/lib/api-types';
import { projectPath, readProjectLookup } from './project-detail.util';

describe('project lookup', () => {
  it('reads a found project with its similar projects', () => {
    expect(
      readProjectLookup({
        kind: 'success',
        status: 200,
        body: {
          error: false,
          message: '',
          data: { id: 4 } as ProjectDetail,
          similar_projects: [{ id: 5 }],
        } as never,
      }),
    ).toMatchObject({ kind: 'found', project: { id: 4 }, similar: [{ id: 5 }] });
  });

  it('gives the teaser for a guest refused by project_access, 404 as not-found', () => {
    expect(
      readProjectLookup({
        kind: 'error',
        status: 401,
        body: {
          error: true,
          message: 'You have not logged in. Please log in first',
          code: 'NOT_LOGGED_IN',
          details: { preview: { id: 4, title: 'Green Heights' } },
        },
      }),
    ).toMatchObject({ kind: 'gated', message: 'You have not logged in. Please log in first' });
    expect(readProjectLookup({ kind: 'error', status: 404, body: { error: true, message: 'x' } })).toEqual({
      kind: 'not-found',
    });
    expect(readProjectLookup({ kind: 'error', status: 401, body: { error: true, message: 'bad' } })).toEqual({
      kind: 'error',
      message: 'bad',
    });
  });

  it('builds the page path', () => {
    expect(projectPath('green heights')).toBe('/project-details/green%20heights');
  });
});
