import { describe, expect, it } from 'vitest';
import { createTranslator } from '@/lib/i18n/translate.util';
import type { EditableProject } from './project-form.types';
import { fileKind, removedIds, storedFilesOf } from './stored-files.util';

const t = createTranslator({
  projectEditStoredPicture: 'Current picture {position}',
  projectEditStoredDocument: 'Current document {position}',
});

describe('the files an edited project already has', () => {
  it('are called by their place, with the address they open', () => {
    const project = {
      gallery_images: [
        { id: 10, name: 'https://cdn.example.com/a1b2.jpg', type: 'image' },
        { id: 11, name: 'https://cdn.example.com/c3d4.jpg', type: 'image' },
      ],
      documents: [{ id: 20, name: 'https://cdn.example.com/e5f6.pdf', type: 'doc' }],
    } as EditableProject;
    expect(storedFilesOf(project, t)).toEqual({
      gallery: [
        { id: 10, url: 'https://cdn.example.com/a1b2.jpg', name: 'Current picture 1' },
        { id: 11, url: 'https://cdn.example.com/c3d4.jpg', name: 'Current picture 2' },
      ],
      documents: [{ id: 20, url: 'https://cdn.example.com/e5f6.pdf', name: 'Current document 1' }],
    });
    expect(storedFilesOf(null, t)).toEqual({ gallery: [], documents: [] });
  });

  it('tell their kind from the address', () => {
    expect(fileKind('https://cdn.example.com/docs/brochure.pdf?v=2')).toBe('PDF');
    expect(fileKind('/media/projects/7/x.docx#page=2')).toBe('DOCX');
    expect(fileKind('https://cdn.example.com/readme')).toBe('');
    expect(fileKind('https://cdn.example.com/.hidden')).toBe('');
  });

  it('send as removed only those marked that are the project’s, in its order', () => {
    const files = [
      { id: 3, url: 'a', name: 'A' },
      { id: 1, url: 'b', name: 'B' },
      { id: 2, url: 'c', name: 'C' },
    ];
    expect(removedIds(files, new Set([2, 3, 99]))).toEqual([3, 2]);
    expect(removedIds(files, new Set())).toEqual([]);
  });
});
