import type { Translate } from '@/lib/i18n/translate.util';
import type { EditableProject } from './project-form.types';

// The files an edited project already has, as the form lists them: stored files have only a
// storage name, so each is called by its place ("Current picture 2"), with its kind where the
// address tells it.

export interface StoredFile {
  id: number;
  url: string;
  name: string;
}

export interface StoredProjectFiles {
  gallery: StoredFile[];
  documents: StoredFile[];
}

export function storedFilesOf(project: EditableProject | null, t: Translate): StoredProjectFiles {
  return {
    gallery: (project?.gallery_images ?? []).map((g, i) => ({
      id: g.id,
      url: g.name,
      name: t('projectEditStoredPicture', { position: i + 1 }),
    })),
    documents: (project?.documents ?? []).map((d, i) => ({
      id: d.id,
      url: d.name,
      name: t('projectEditStoredDocument', { position: i + 1 }),
    })),
  };
}

/** The file's kind from its address (`PDF`), or '' when it has no extension. */
export function fileKind(url: string): string {
  const name = url.split(/[?#]/)[0]?.split('/').pop() ?? '';
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toUpperCase() : '';
}

/** The ids marked for removal that still belong to the project, in its order. */
export function removedIds(files: readonly StoredFile[], removed: ReadonlySet<number>): number[] {
  return files.filter((file) => removed.has(file.id)).map((file) => file.id);
}
