/** Category attributes. `key` ties categories to parameters inside the seed. */
export interface ParameterDef {
  key: string;
  name: string;
  type: 'number' | 'dropdown' | 'radiobutton' | 'checkbox' | 'textbox';
  values: readonly string[] | null;
  icon: string;
  /** The key fact a listing card shows from it, and an area's unit (shared area unit key). */
  cardFact?: 'bedrooms' | 'bathrooms' | 'area';
  unit?: string;
}

export const FURNISHING = ['Furnished', 'Semi-furnished', 'Unfurnished'] as const;
export const FACING = [
  'North',
  'East',
  'South',
  'West',
  'North-East',
  'North-West',
  'South-East',
  'South-West',
] as const;
export const AMENITIES = [
  'Lift',
  'Power backup',
  'Security',
  'Swimming pool',
  'Gym',
  'Garden',
  'Clubhouse',
  "Children's play area",
  'CCTV',
  'Intercom',
] as const;
export const PROPERTY_AGE = [
  'Under 1 year',
  '1-5 years',
  '5-10 years',
  '10-20 years',
  'Over 20 years',
] as const;
export const YES_NO = ['Yes', 'No'] as const;
export const WATER_SUPPLY = ['Municipal', 'Borewell', 'Both'] as const;

export const PARAMETERS: readonly ParameterDef[] = [
  { key: 'bedrooms', name: 'Bedrooms', type: 'number', values: null, icon: 'bed', cardFact: 'bedrooms' },
  {
    key: 'bathrooms',
    name: 'Bathrooms',
    type: 'number',
    values: null,
    icon: 'bath',
    cardFact: 'bathrooms',
  },
  {
    key: 'area',
    name: 'Area (sq ft)',
    type: 'number',
    values: null,
    icon: 'area',
    cardFact: 'area',
    unit: 'sq_ft',
  },
  { key: 'furnishing', name: 'Furnishing', type: 'dropdown', values: FURNISHING, icon: 'sofa' },
  { key: 'floor', name: 'Floor', type: 'number', values: null, icon: 'stairs' },
  { key: 'total_floors', name: 'Total floors', type: 'number', values: null, icon: 'floors' },
  { key: 'parking', name: 'Parking', type: 'radiobutton', values: YES_NO, icon: 'parking' },
  { key: 'facing', name: 'Facing', type: 'dropdown', values: FACING, icon: 'compass' },
  { key: 'balconies', name: 'Balconies', type: 'number', values: null, icon: 'balcony' },
  { key: 'amenities', name: 'Amenities', type: 'checkbox', values: AMENITIES, icon: 'star' },
  { key: 'plot_area', name: 'Plot area (sq ft)', type: 'number', values: null, icon: 'map' },
  { key: 'ceiling_height', name: 'Ceiling height (ft)', type: 'number', values: null, icon: 'height' },
  { key: 'loading_docks', name: 'Loading docks', type: 'number', values: null, icon: 'truck' },
  { key: 'road_width', name: 'Road width (ft)', type: 'number', values: null, icon: 'road' },
  { key: 'boundary_wall', name: 'Boundary wall', type: 'radiobutton', values: YES_NO, icon: 'wall' },
  { key: 'property_age', name: 'Property age', type: 'dropdown', values: PROPERTY_AGE, icon: 'clock' },
  { key: 'washrooms', name: 'Washrooms', type: 'number', values: null, icon: 'washroom' },
  { key: 'water_supply', name: 'Water supply', type: 'dropdown', values: WATER_SUPPLY, icon: 'water' },
  { key: 'pet_friendly', name: 'Pet friendly', type: 'radiobutton', values: YES_NO, icon: 'paw' },
];

/** Checkbox amenities that make sense for non-residential categories. */
export const COMMERCIAL_AMENITIES = ['Lift', 'Power backup', 'Security', 'CCTV', 'Intercom'] as const;
