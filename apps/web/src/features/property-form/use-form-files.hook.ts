'use client';

import { LISTING_DOCUMENTS_MAX, PROPERTY_GALLERY_MAX } from '@domus/shared/constants/upload-limits.constants';
import { useCallback, useState } from 'react';
import type { StoredMedia } from './gallery-field.client';
import { checkPickedFile, type PickKind } from './picked-file-check.client';
import { DOCUMENTS_LIMIT_MESSAGE, GALLERY_LIMIT_MESSAGE } from './picked-file-check.util';
import { emptyFiles, type FormFiles, type PickedFile } from './property-form-data.util';
import { type FormErrors, fileKey, paramKey } from './property-form-errors.util';

// The form's files: each one checked as it is chosen (its problem shown at once, in the server's
// words), the gallery's order, the lists' limits, and which stored photos and documents an edit
// removes.

let sequence = 0;
const nextKey = () => {
  sequence += 1;
  return `f${sequence}`;
};

async function pick(file: File, kind: PickKind): Promise<PickedFile> {
  return { key: nextKey(), file, problem: await checkPickedFile(file, kind) };
}

type SingleField = 'title_image' | 'three_d_image' | 'meta_image';

export function useFormFiles(
  stored: { gallery: readonly StoredMedia[]; documents: readonly StoredMedia[] },
  /** Drops the form's messages about what just changed (a new choice is checked afresh). */
  clearErrors: (keys: string[]) => void,
) {
  const [files, setFiles] = useState<FormFiles>(emptyFiles);
  const [removedGallery, setRemovedGallery] = useState<ReadonlySet<number>>(new Set());
  const [removedDocuments, setRemovedDocuments] = useState<ReadonlySet<number>>(new Set());
  const [removeThreeD, setRemoveThreeD] = useState(false);
  const [removeMetaImage, setRemoveMetaImage] = useState(false);
  const [limitErrors, setLimitErrors] = useState<FormErrors>({});

  const pickSingle = useCallback(
    async (field: SingleField, file: File | null) => {
      const picked = file ? await pick(file, 'image') : null;
      setFiles((f) => ({ ...f, [field]: picked }));
      clearErrors([field]);
    },
    [clearErrors],
  );

  const pickParameter = useCallback(
    async (parameterId: number, file: File | null) => {
      const picked = file ? await pick(file, 'parameter') : null;
      setFiles((f) => {
        const parameters = { ...f.parameters };
        if (picked) parameters[String(parameterId)] = picked;
        else delete parameters[String(parameterId)];
        return { ...f, parameters };
      });
      clearErrors([paramKey(parameterId), 'parameters']);
    },
    [clearErrors],
  );

  /** Adds what fits in the list; the rest is refused with the API's own limit message. */
  async function addTo(list: 'gallery' | 'documents', chosen: File[]) {
    const isGallery = list === 'gallery';
    const storedList = isGallery ? stored.gallery : stored.documents;
    const removed = isGallery ? removedGallery : removedDocuments;
    const kept = storedList.filter((s) => !removed.has(s.id)).length;
    const room = Math.max(
      0,
      (isGallery ? PROPERTY_GALLERY_MAX : LISTING_DOCUMENTS_MAX) - kept - files[list].length,
    );
    const errorKey = isGallery ? 'gallery_images' : 'documents';
    setLimitErrors(({ [errorKey]: _old, ...rest }) =>
      chosen.length > room
        ? { ...rest, [errorKey]: isGallery ? GALLERY_LIMIT_MESSAGE : DOCUMENTS_LIMIT_MESSAGE }
        : rest,
    );
    const added = await Promise.all(
      chosen.slice(0, room).map((file) => pick(file, isGallery ? 'image' : 'document')),
    );
    setFiles((f) => ({ ...f, [list]: [...f[list], ...added] }));
  }

  const removeFrom = useCallback(
    (list: 'gallery' | 'documents', key: string) => {
      const errorKey = list === 'gallery' ? 'gallery_images' : 'documents';
      setFiles((f) => ({ ...f, [list]: f[list].filter((item) => item.key !== key) }));
      setLimitErrors(({ [errorKey]: _gone, ...rest }) => rest);
      clearErrors([errorKey, fileKey(key)]);
    },
    [clearErrors],
  );

  const moveGallery = useCallback((from: number, to: number) => {
    setFiles((f) => {
      const gallery = [...f.gallery];
      const [item] = gallery.splice(from, 1);
      if (!item) return f;
      gallery.splice(to, 0, item);
      return { ...f, gallery };
    });
  }, []);

  const toggle = (set: (update: (s: ReadonlySet<number>) => ReadonlySet<number>) => void) => (id: number) =>
    set((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return {
    files,
    limitErrors,
    removedGallery,
    removedDocuments,
    removeThreeD,
    removeMetaImage,
    setRemoveThreeD,
    setRemoveMetaImage,
    pickSingle,
    pickParameter,
    addGallery: (chosen: File[]) => addTo('gallery', chosen),
    addDocuments: (chosen: File[]) => addTo('documents', chosen),
    removeGalleryItem: (key: string) => removeFrom('gallery', key),
    removeDocument: (key: string) => removeFrom('documents', key),
    moveGallery,
    toggleStoredGallery: toggle(setRemovedGallery),
    toggleStoredDocument: toggle(setRemovedDocuments),
  };
}

export type FormFilesState = ReturnType<typeof useFormFiles>;
