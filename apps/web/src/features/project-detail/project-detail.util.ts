import type { ApiResult } from '@/lib/api-client';
import type { ProjectDetail, ProjectListItem, ProjectPreview } from '@/lib/api-types';

// Reading the project lookup: found, gated behind `project_access` with a
// preview, not found, or failed.

export function projectPath(slugId: string): string {
  return `/project-details/${encodeURIComponent(slugId)}`;
}

export type ProjectLookup =
  | { kind: 'found'; project: ProjectDetail; similar: ProjectListItem[] }
  | { kind: 'gated'; preview: ProjectPreview; message: string; code: string }
  | { kind: 'not-found' }
  | { kind: 'error'; message: string };

export function readProjectLookup(result: ApiResult<ProjectDetail>): ProjectLookup {
  if (result.kind === 'success') {
    const project = result.body.data;
    if (!project || typeof project !== 'object') return { kind: 'not-found' };
    const similar = (result.body as { similar_projects?: ProjectListItem[] }).similar_projects ?? [];
    return { kind: 'found', project, similar };
  }
  if (result.kind === 'error') {
    if (result.status === 404) return { kind: 'not-found' };
    const preview = result.body.details?.preview as ProjectPreview | undefined;
    if ((result.status === 401 || result.status === 403) && preview && typeof preview === 'object') {
      return { kind: 'gated', preview, message: result.body.message, code: result.body.code ?? '' };
    }
    return { kind: 'error', message: result.body.message };
  }
  return { kind: 'error', message: result.message };
}
