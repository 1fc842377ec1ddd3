import {
  ADDRESS_DETAILS_REQUIRED,
  CATEGORY_REQUIRED,
  DESCRIPTION_REQUIRED,
  ERRORS,
  FILL_ALL_FIELDS,
  IMAGE_TOO_SMALL,
  LOCATION_REQUIRED,
  PRICE_REQUIRED,
  TITLE_IMAGE_REQUIRED,
  TITLE_REQUIRED,
} from '@domus/shared/constants/messages.constants';
import { describe, expect, it } from 'vitest';
import {
  DOCUMENTS_LIMIT_MESSAGE,
  dimensionProblem,
  documentProblem,
  GALLERY_LIMIT_MESSAGE,
  imageProblem,
  parameterFileProblem,
  sniffType,
} from './picked-file-check.util';
import type { PostingCategory } from './property-form.types';
import { emptyFiles, type PickedFile } from './property-form-data.util';
import { facilityKey, fileKey, paramKey } from './property-form-errors.util';
import { emptyValues } from './property-form-values.util';
import { propertyFormErrors } from './property-validation.util';

const flat: PostingCategory = {
  id: 1,
  category: 'Apartment',
  slug_id: 'apartment',
  image: null,
  parameter_types: [
    {
      id: 1,
      name: 'Bedrooms',
      type_of_parameter: 'number',
      type_values: null,
      image: null,
      is_required: true,
    },
    {
      id: 7,
      name: 'Parking',
      type_of_parameter: 'radiobutton',
      type_values: ['Yes', 'No'],
      image: null,
      is_required: false,
    },
    {
      id: 20,
      name: 'Floor plan',
      type_of_parameter: 'file',
      type_values: null,
      image: null,
      is_required: true,
    },
  ],
};
const context = { categories: [flat], editing: false, storedFileParameters: new Set<number>() };
const png = (key: string, problem: string | null = null): PickedFile => ({
  key,
  file: new File([new Uint8Array(4)], `${key}.png`),
  problem,
});

describe('propertyFormErrors', () => {
  it('answers an empty form with the spec’s messages', () => {
    const errors = propertyFormErrors(emptyValues(), emptyFiles(), context);
    expect(errors).toMatchObject({
      title: TITLE_REQUIRED,
      description: DESCRIPTION_REQUIRED,
      category_id: CATEGORY_REQUIRED,
      price: PRICE_REQUIRED,
      address: ADDRESS_DETAILS_REQUIRED,
      city: ADDRESS_DETAILS_REQUIRED,
      latitude: LOCATION_REQUIRED,
      longitude: LOCATION_REQUIRED,
      title_image: TITLE_IMAGE_REQUIRED,
    });
  });

  it('passes a complete form', () => {
    const values = {
      ...emptyValues(),
      title: 'Flat',
      description: 'Nice',
      category_id: '1',
      price: '1000',
      address: 'Road 1',
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      latitude: '18.52',
      longitude: '73.85',
      parameters: { '1': '2', '7': 'yes' },
      facilities: { '3': '0.5' },
    };
    const files = { ...emptyFiles(), title_image: png('t'), parameters: { '20': png('plan') } };
    expect(propertyFormErrors(values, files, context)).toEqual({});
    // Editing: the stored title image and floor plan may stay.
    expect(
      propertyFormErrors(values, emptyFiles(), {
        ...context,
        editing: true,
        storedFileParameters: new Set([20]),
      }),
    ).toEqual({});
  });

  it('checks the category’s parameters as the server does', () => {
    const values = { ...emptyValues(), category_id: '1', parameters: { '1': '2.5.1', '7': 'Maybe' } };
    const errors = propertyFormErrors(values, emptyFiles(), context);
    expect(errors[paramKey(1)]).toBe('Invalid value for Bedrooms');
    expect(errors[paramKey(7)]).toBe('Invalid value for Parking');
    expect(errors[paramKey(20)]).toBe(FILL_ALL_FIELDS);
    const missing = propertyFormErrors({ ...values, parameters: {} }, emptyFiles(), context);
    expect(missing[paramKey(1)]).toBe(FILL_ALL_FIELDS);
    expect(missing[paramKey(7)]).toBeUndefined();
  });

  it('checks prices, links and facility distances with the API’s schema', () => {
    const values = {
      ...emptyValues(),
      price: '12,000',
      video_link: 'https://vimeo.com/1',
      facilities: { '2': '', '3': 'far' },
    };
    const errors = propertyFormErrors(values, emptyFiles(), context);
    expect(errors.price).toBe('Price must be a number');
    expect(errors.video_link).toBe('Video link must be a YouTube link');
    expect(errors[facilityKey(2)]).toBe(FILL_ALL_FIELDS);
    expect(errors[facilityKey(3)]).toBe('distance must be a number');
    expect(propertyFormErrors({ ...values, price: '2000000000000' }, emptyFiles(), context).price).toBe(
      'Price must not exceed 1,000,000,000,000',
    );
  });

  it('reports each refused file where it is shown', () => {
    const files = {
      ...emptyFiles(),
      title_image: png('t', IMAGE_TOO_SMALL),
      gallery: [png('g1'), png('g2', ERRORS.PAYLOAD_TOO_LARGE.message)],
    };
    const errors = propertyFormErrors(emptyValues(), files, context);
    expect(errors.title_image).toBe(IMAGE_TOO_SMALL);
    expect(errors[fileKey('g2')]).toBe('File is too large');
    expect(errors[fileKey('g1')]).toBeUndefined();
  });
});

describe('file checks', () => {
  const bytes = (...b: number[]) => new Uint8Array(b);
  const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0);
  const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
  const PDF = new TextEncoder().encode('%PDF-1.7');
  const DOCX = bytes(0x50, 0x4b, 0x03, 0x04);
  const DOC = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
  const GIF = new TextEncoder().encode('GIF89a');
  const MB = 1024 * 1024;

  it('tells the type by the first bytes', () => {
    expect(sniffType(JPEG)).toBe('jpeg');
    expect(sniffType(PNG)).toBe('png');
    expect(sniffType(PDF)).toBe('pdf');
    expect(sniffType(DOCX)).toBe('zip');
    expect(sniffType(DOC)).toBe('ole');
    expect(sniffType(GIF)).toBeNull();
  });

  it('takes JPEG and PNG pictures of at most 3 MB and 120×120', () => {
    expect(imageProblem('jpeg', 3 * MB)).toBeNull();
    expect(imageProblem('png', 3 * MB + 1)).toBe('File is too large');
    expect(imageProblem(null, 10)).toBe('This file type is not allowed');
    expect(imageProblem('pdf', 10)).toBe('This file type is not allowed');
    expect(dimensionProblem({ width: 120, height: 120 })).toBeNull();
    expect(dimensionProblem({ width: 119, height: 800 })).toBe(IMAGE_TOO_SMALL);
    expect(dimensionProblem(null)).toBe(IMAGE_TOO_SMALL);
  });

  it('takes PDF, DOC, DOCX and TXT documents of at most 5 MB whose content matches the name', () => {
    expect(documentProblem('deed.pdf', 'pdf', 5 * MB)).toBeNull();
    expect(documentProblem('deed.PDF', 'pdf', 5 * MB + 1)).toBe('File is too large');
    expect(documentProblem('terms.docx', 'zip', 10)).toBeNull();
    expect(documentProblem('old.doc', 'ole', 10)).toBeNull();
    expect(documentProblem('notes.txt', null, 10)).toBeNull();
    expect(documentProblem('notes.txt', 'jpeg', 10)).toBe('This file type is not allowed');
    expect(documentProblem('photo.pdf', 'jpeg', 10)).toBe('This file type is not allowed');
    expect(documentProblem('archive.zip', 'zip', 10)).toBe('This file type is not allowed');
  });

  it('takes a picture or a PDF for a file parameter', () => {
    expect(parameterFileProblem('pdf', 10)).toBeNull();
    expect(parameterFileProblem('png', 10)).toBeNull();
    expect(parameterFileProblem('zip', 10)).toBe('This file type is not allowed');
    expect(parameterFileProblem('pdf', 3 * MB + 1)).toBe('File is too large');
  });

  it('words the list limits as the API does', () => {
    expect(GALLERY_LIMIT_MESSAGE).toBe('At most 20 gallery images are allowed');
    expect(DOCUMENTS_LIMIT_MESSAGE).toBe('At most 10 documents are allowed');
  });
});
