import type { Translate, TranslationKey } from '@/lib/i18n/translate.util';
import type { SummaryItem } from './error-summary.component';
import type { Facility, PostingCategory } from './property-form.types';
import type { FormFiles } from './property-form-data.util';
import type { FormErrors } from './property-form-errors.util';

// The error summary's lines: each error with the name of its field and the element it leads to.

const LABELS: Record<string, TranslationKey> = {
  category_id: 'propertyFormCategory',
  parameters: 'propertyFormSectionCategory',
  title: 'propertyFormTitle',
  description: 'propertyFormDescription',
  property_type: 'propertyFormPropertyType',
  rentduration: 'propertyFormRentDuration',
  price: 'propertyFormPrice',
  is_premium: 'propertyFormPremium',
  facilities: 'propertyFormSectionFacilities',
  address: 'propertyFormAddress',
  city: 'accountFieldCity',
  state: 'accountFieldState',
  country: 'accountFieldCountry',
  latitude: 'propertyFormSectionLocation',
  longitude: 'propertyFormSectionLocation',
  client_address: 'propertyFormClientAddress',
  title_image: 'propertyFormTitleImage',
  three_d_image: 'propertyFormThreeDImage',
  gallery_images: 'propertyFormGallery',
  documents: 'propertyFormDocuments',
  video_link: 'propertyFormVideoLink',
  slug_id: 'propertyFormSlug',
  meta_title: 'propertyFormMetaTitle',
  meta_description: 'propertyFormMetaDescription',
  meta_keywords: 'propertyFormMetaKeywords',
  meta_image: 'propertyFormMetaImage',
};

// The form's order, so the summary reads top to bottom as the page does.
const ORDER = [
  'category_id',
  'parameters',
  'param',
  'title',
  'description',
  'property_type',
  'price',
  'rentduration',
  'is_premium',
  'facilities',
  'facility',
  'latitude',
  'longitude',
  'address',
  'city',
  'state',
  'country',
  'client_address',
  'title_image',
  'three_d_image',
  'gallery_images',
  'documents',
  'file',
  'video_link',
  'slug_id',
  'meta_title',
  'meta_description',
  'meta_keywords',
  'meta_image',
];

export function summaryItems(
  errors: FormErrors,
  context: {
    t: Translate;
    currencySymbol: string;
    category: PostingCategory | null;
    facilities: readonly Facility[];
    files: FormFiles;
    idOf(key: string): string;
  },
): SummaryItem[] {
  const { t, category, facilities, files, idOf } = context;
  // Both coordinates answer the same message: the location is one line.
  const rank = (key: string): [number, number] => {
    const [kind = '', id = ''] = key.split(/-(.+)/);
    const place = ORDER.indexOf(kind);
    const within =
      kind === 'param'
        ? (category?.parameter_types.findIndex((p) => String(p.id) === id) ?? 0)
        : kind === 'facility'
          ? facilities.findIndex((f) => String(f.id) === id)
          : kind === 'file'
            ? [...files.gallery, ...files.documents].findIndex((f) => f.key === id)
            : 0;
    return [place === -1 ? ORDER.length : place, within];
  };
  const keys = Object.keys(errors)
    .filter((key) => !(key === 'longitude' && 'latitude' in errors))
    .sort((a, b) => {
      const [pa, wa] = rank(a);
      const [pb, wb] = rank(b);
      return pa - pb || wa - wb;
    });
  return keys.map((key) => {
    const message = errors[key] ?? '';
    const [kind, id] = key.split(/-(.+)/);
    if (kind === 'param') {
      const name = category?.parameter_types.find((p) => String(p.id) === id)?.name ?? '';
      return { key, label: name, message, targetId: idOf(key) };
    }
    if (kind === 'facility') {
      const name = facilities.find((f) => String(f.id) === id)?.name ?? '';
      return { key, label: name, message, targetId: idOf(key) };
    }
    if (kind === 'file') {
      const inGallery = files.gallery.find((f) => f.key === id);
      const picked = inGallery ?? files.documents.find((f) => f.key === id);
      return {
        key,
        label: picked?.file.name ?? '',
        message,
        targetId: idOf(inGallery ? 'gallery_images' : 'documents'),
      };
    }
    const label = LABELS[key];
    return {
      key,
      label: label ? t(label, { currency: context.currencySymbol }) : '',
      message,
      targetId: idOf(key),
    };
  });
}
