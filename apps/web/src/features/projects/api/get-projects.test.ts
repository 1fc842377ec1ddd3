import { describe, expect, it } from 'vitest';
import type { ApiRead, ReadParams } from '@/lib/api-read';
import { getProjects, projectsQueryOptions } from './get-projects';

function recordingReader() {
  const calls: { call: string; params?: ReadParams }[] = [];
  const read = (async (call: string, params?: ReadParams) => {
    calls.push({ call, params });
    return { kind: 'success', status: 200, body: { error: false, message: '', data: [] } };
  }) as ApiRead;
  return { read, calls };
}

describe('getProjects', () => {
  it('sends a category id as category_id and a slug as category_slug_id, through the reader given', async () => {
    const { read, calls } = recordingReader();
    await getProjects(read, { category: '7', page: 2 });
    await getProjects(read, { category: 'villa', type: 'upcoming', page: 1 });
    expect(calls[0]).toMatchObject({
      call: 'get-projects',
      params: { category_id: '7', offset: 12, limit: 12 },
    });
    expect(calls[0]?.params?.category_slug_id).toBeUndefined();
    expect(calls[1]?.params).toMatchObject({ category_slug_id: 'villa', type: 'upcoming', offset: 0 });
  });

  it('keys its query by the filters', () => {
    expect(projectsQueryOptions({ city: 'Nairobi', page: 1 }).queryKey).toEqual([
      'get-projects',
      { city: 'Nairobi', page: 1 },
    ]);
  });
});
