/** §2.9 / §4.6: an advertisement as its owner sees it (owner views' `advertisement`, get-featured-data). */
export interface OwnerAdvertisement {
  id: number;
  for: 'property' | 'project';
  type: 'list' | 'slider';
  /** 0 approved, 1 pending, 2 rejected, 3 expired. */
  status: number;
  is_enable: boolean;
  start_date: string;
  end_date: string;
}

export type FeatureFor = OwnerAdvertisement['for'];
export type Placement = OwnerAdvertisement['type'];

/** Where "My advertisements" lives (spec §2: shown after featuring a listing). */
export const MY_ADVERTISEMENTS_PATH = '/user/advertisement';
export const myAdvertisementsPath = (kind: FeatureFor) =>
  kind === 'project' ? `${MY_ADVERTISEMENTS_PATH}?tab=projects` : MY_ADVERTISEMENTS_PATH;
