import { CONVENIENT_ICONS } from './constants';

/** The items of 常用功能, in their order (spec §2.8 quick links; ad diagnosis only with menu 1047). */
export const CONVENIENT_KEYS = ['workOrders', 'helpCenter', 'apiDoc', 'marketingSchool', 'adDiagnosis'] as const;
/** One item of {@link CONVENIENT_KEYS}. */
export type ConvenientKey = (typeof CONVENIENT_KEYS)[number];

/** A convenient item (spec §3: title, img, isWorkOrder); `isWorkOrder` carries the work-order badge. */
export interface ConvenientItem {
  readonly key: ConvenientKey;
  readonly title: string;
  readonly img: string;
  readonly isWorkOrder: boolean;
}

/** The picture of an item when the option `images` names none: served beside the help calls. */
export const defaultImage = (key: ConvenientKey): string => `${CONVENIENT_ICONS}/${key}.svg`;
