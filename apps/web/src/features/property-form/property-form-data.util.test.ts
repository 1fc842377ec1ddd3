import { describe, expect, it } from 'vitest';
import type { EditableProperty, PostingCategory } from './property-form.types';
import { emptyFiles, type PickedFile, propertyFormData } from './property-form-data.util';
import { facilityKey, fileKey, formKeyOf, paramKey, serverFormErrors } from './property-form-errors.util';
import { emptyValues, type PropertyFormValues, valuesFromListing } from './property-form-values.util';

const villa: PostingCategory = {
  id: 2,
  category: 'Villa',
  slug_id: 'villa',
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
      id: 4,
      name: 'Furnishing',
      type_of_parameter: 'dropdown',
      type_values: ['Furnished', 'Unfurnished'],
      image: null,
      is_required: false,
    },
    {
      id: 10,
      name: 'Amenities',
      type_of_parameter: 'checkbox',
      type_values: ['Lift', 'Gym', 'Garden'],
      image: null,
      is_required: false,
    },
    {
      id: 20,
      name: 'Floor plan',
      type_of_parameter: 'file',
      type_values: null,
      image: null,
      is_required: false,
    },
  ],
};
const shop: PostingCategory = {
  id: 9,
  category: 'Shop',
  slug_id: 'shop',
  image: null,
  parameter_types: [
    { id: 3, name: 'Area', type_of_parameter: 'number', type_values: null, image: null, is_required: true },
  ],
};

const picked = (key: string, name = `${key}.png`, size = 10): PickedFile => ({
  key,
  file: new File([new Uint8Array(size)], name, { type: 'image/png' }),
  problem: null,
});

function filled(overrides: Partial<PropertyFormValues> = {}): PropertyFormValues {
  return {
    ...emptyValues(),
    title: '  Sea view villa ',
    description: 'Three bedrooms by the sea',
    category_id: '2',
    price: '250000',
    address: 'Beach Road',
    city: 'Mumbai',
    state: 'Maharashtra',
    country: 'India',
    latitude: '19.0596',
    longitude: '72.8295',
    parameters: { '1': '3', '4': 'Furnished', '10': ['Gym', 'Lift'], '3': '900' },
    facilities: { '2': '1.5', '5': '12' },
    ...overrides,
  };
}

const entries = (body: FormData) =>
  [...body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${v.name}`]);

describe('propertyFormData', () => {
  it('sends the text trimmed, leaving empty fields out', () => {
    const { body } = propertyFormData(filled(), [villa, shop], emptyFiles());
    expect(body.get('title')).toBe('Sea view villa');
    expect(body.get('price')).toBe('250000');
    expect(body.has('meta_title')).toBe(false);
    expect(body.has('video_link')).toBe(false);
    expect(body.has('slug_id')).toBe(false);
    expect(body.has('action_type')).toBe(false);
    expect(body.get('is_premium')).toBe('0');
    // Sale: no rent duration.
    expect(body.has('rentduration')).toBe(false);
    expect(body.get('property_type')).toBe('sell');
  });

  it('sends the rent duration for a rental', () => {
    const { body } = propertyFormData(
      filled({ property_type: 'rent', rentduration: 'Yearly' }),
      [villa],
      emptyFiles(),
    );
    expect(body.get('property_type')).toBe('rent');
    expect(body.get('rentduration')).toBe('Yearly');
  });

  it('sends the chosen category’s parameters only, checkbox options one by one, and remembers the order', () => {
    const files = { ...emptyFiles(), parameters: { '20': picked('plan', 'plan.pdf') } };
    const { body, sent } = propertyFormData(filled(), [villa, shop], files);
    expect(entries(body).filter(([k]) => String(k).startsWith('parameters'))).toEqual([
      ['parameters[0][parameter_id]', '1'],
      ['parameters[0][value]', '3'],
      ['parameters[1][parameter_id]', '4'],
      ['parameters[1][value]', 'Furnished'],
      ['parameters[2][parameter_id]', '10'],
      ['parameters[2][value][0]', 'Gym'],
      ['parameters[2][value][1]', 'Lift'],
      ['parameters[3][parameter_id]', '20'],
      ['parameters[3][value]', 'file:plan.pdf'],
    ]);
    // The shop's Area (id 3) was typed under another category: not sent.
    expect(sent.parameters).toEqual([1, 4, 10, 20]);
    expect(sent.files['parameters[3][value]']).toBe('plan');
  });

  it('skips parameters left empty and options the category no longer offers', () => {
    const { body, sent } = propertyFormData(
      filled({ parameters: { '1': ' ', '4': '', '10': ['Sauna'] } }),
      [villa],
      emptyFiles(),
    );
    expect(sent.parameters).toEqual([]);
    expect([...body.keys()].some((k) => k.startsWith('parameters'))).toBe(false);
  });

  it('sends facilities with their distances', () => {
    const { body, sent } = propertyFormData(filled(), [villa], emptyFiles());
    expect(entries(body).filter(([k]) => String(k).startsWith('facilities'))).toEqual([
      ['facilities[0][facility_id]', '2'],
      ['facilities[0][distance]', '1.5'],
      ['facilities[1][facility_id]', '5'],
      ['facilities[1][distance]', '12'],
    ]);
    expect(sent.facilities).toEqual([2, 5]);
  });

  it('puts the files last, the gallery in the member’s order', () => {
    const files = {
      ...emptyFiles(),
      title_image: picked('t', 'front.png'),
      gallery: [picked('g2', 'garden.png'), picked('g1', 'kitchen.png')],
      documents: [picked('d1', 'deed.pdf')],
    };
    const { body, sent } = propertyFormData(filled(), [villa], files);
    const keys = [...body.keys()];
    expect(keys.slice(-4)).toEqual(['title_image', 'gallery_images[0]', 'gallery_images[1]', 'documents[0]']);
    expect((body.get('gallery_images[0]') as File).name).toBe('garden.png');
    expect(sent.gallery).toEqual(['g2', 'g1']);
    expect(sent.documents).toEqual(['d1']);
  });

  it('sends a typed slug for a new listing', () => {
    const { body } = propertyFormData(filled({ slug_id: 'my-villa' }), [villa], emptyFiles());
    expect(body.get('slug_id')).toBe('my-villa');
  });

  it('edits: action_type 0, the id, what to remove, and the slug only when changed', () => {
    const edit = {
      id: 42,
      slug: 'sea-view-villa',
      removeGallery: [7, 9],
      removeDocuments: [3],
      removeThreeD: true,
      removeMetaImage: false,
    };
    const { body } = propertyFormData(filled({ slug_id: 'sea-view-villa' }), [villa], emptyFiles(), edit);
    expect(body.get('action_type')).toBe('0');
    expect(body.get('id')).toBe('42');
    expect(body.has('slug_id')).toBe(false);
    expect(entries(body).filter(([k]) => String(k).startsWith('remove_'))).toEqual([
      ['remove_gallery_images[0]', '7'],
      ['remove_gallery_images[1]', '9'],
      ['remove_documents[0]', '3'],
      ['remove_three_d_image', '1'],
    ]);
    const renamed = propertyFormData(filled({ slug_id: 'villa-by-the-sea' }), [villa], emptyFiles(), edit);
    expect(renamed.body.get('slug_id')).toBe('villa-by-the-sea');
    // A new 3D picture replaces the old one: no removal asked.
    const replaced = propertyFormData(
      filled(),
      [villa],
      { ...emptyFiles(), three_d_image: picked('3d') },
      { ...edit, removeGallery: [], removeDocuments: [] },
    );
    expect(replaced.body.has('remove_three_d_image')).toBe(false);
  });
});

describe('valuesFromListing', () => {
  it('fills the form from the owner view', () => {
    const listing = {
      id: 42,
      slug_id: 'sea-view-villa',
      title: 'Sea view villa',
      description: 'By the sea',
      category_id: 2,
      category: { id: 2, category: 'Villa', slug_id: 'villa', image: null },
      property_type: 'rented',
      rentduration: 'Yearly',
      price: 1200,
      address: 'Beach Road',
      city: 'Mumbai',
      state: 'Maharashtra',
      country: 'India',
      latitude: 19.05,
      longitude: 72.82,
      client_address: null,
      video_link: null,
      is_premium: true,
      meta_title: null,
      meta_description: 'x',
      meta_keywords: null,
      parameters: [
        { id: 1, name: 'Bedrooms', type_of_parameter: 'number', type_values: null, image: null, value: 3 },
        {
          id: 10,
          name: 'Amenities',
          type_of_parameter: 'checkbox',
          type_values: ['Lift'],
          image: null,
          value: ['Lift'],
        },
        {
          id: 20,
          name: 'Plan',
          type_of_parameter: 'file',
          type_values: null,
          image: null,
          value: 'https://x/p.pdf',
        },
      ],
      assign_facilities: [{ id: 91, facility_id: 2, name: 'School', image: null, distance: 1.5 }],
    } as unknown as EditableProperty;
    const values = valuesFromListing(listing);
    expect(values).toMatchObject({
      title: 'Sea view villa',
      category_id: '2',
      property_type: 'rent',
      rentduration: 'Yearly',
      price: '1200',
      latitude: '19.05',
      client_address: '',
      is_premium: true,
      meta_description: 'x',
      parameters: { '1': '3', '10': ['Lift'] },
      facilities: { '2': '1.5' },
    });
    expect(values.parameters['20']).toBeUndefined();
  });
});

describe('serverFormErrors', () => {
  const sent = {
    parameters: [1, 4, 10],
    facilities: [2, 5],
    gallery: ['g2', 'g1'],
    documents: ['d1'],
    files: {},
  };

  it('puts each API field message next to the field it was sent as', () => {
    const errors = serverFormErrors(
      {
        message: 'Title is required',
        details: {
          fields: [
            { field: 'title', message: 'Title is required' },
            { field: 'parameters.1.value', message: 'Invalid value for Furnishing' },
            { field: 'facilities.1.distance', message: 'distance must be a number' },
            { field: 'gallery_images.1', message: 'Image must be at least 120x120 pixels' },
            { field: 'parameters', message: 'Please fill all fields' },
            { field: 'title', message: 'a second message for the same field' },
          ],
        },
      },
      sent,
    );
    expect(errors).toEqual({
      title: 'Title is required',
      [paramKey(4)]: 'Invalid value for Furnishing',
      [facilityKey(5)]: 'distance must be a number',
      [fileKey('g1')]: 'Image must be at least 120x120 pixels',
      parameters: 'Please fill all fields',
    });
  });

  it('reads the one field a 413 or 415 names, in either notation', () => {
    expect(
      serverFormErrors({ message: 'File is too large', details: { field: 'gallery_images[0]' } }, sent),
    ).toEqual({
      [fileKey('g2')]: 'File is too large',
    });
    expect(formKeyOf('documents.0', sent)).toBe(fileKey('d1'));
    expect(formKeyOf('title_image', sent)).toBe('title_image');
    expect(formKeyOf('parameters.9.value', sent)).toBe('parameters');
    expect(formKeyOf('latitude', sent)).toBe('latitude');
    expect(serverFormErrors(null, sent)).toEqual({});
  });
});
