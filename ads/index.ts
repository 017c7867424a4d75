/**
 * The advertising domain of the portal: the spec §3 enumerations with their Chinese labels,
 * element types and their §9 formatting (prices, rates, large figures), list items as servers
 * send them, and the account's qualification, business validation and DMP agreement statuses. No UI: plugins
 * and the UI kit import it; core does not.
 * @packageDocumentation
 */
export {
  /** Spec §9 price: cents ÷ 100, two decimals, thousands commas. */
  formatPrice,
  /** Reads a shown or typed price back to cents. */
  parsePrice,
  /** Spec §9 rate: × 100, two decimals, percent sign. */
  formatRate,
  /** Spec §9 abbreviation of large figures: 亿 and 万 (千 and 百 only when asked); under 10,000 whole. */
  abbreviateNumber,
  /** What the formatters show for a value that is not a number. */
  EMPTY_VALUE,
  type NumericInput,
} from './number-format';
export { ELEMENT_TYPE, isElementType, formatElement, type ElementType } from './element-format';
export {
  CREATIVE_TYPE,
  CREATIVE_TYPES,
  DYNAMIC_MODE,
  DYNAMIC_MODES,
  EXTENSION_TYPE,
  EXTENSION_TYPES,
  AD_TYPE,
  AD_TYPES,
  TRAFFIC,
  TRAFFICS,
  FLOW_SCENE,
  FLOW_SCENES,
  DAY_LIMIT,
  DAY_LIMITS,
  PACING,
  PACINGS,
  DELIVERY_MODE,
  DELIVERY_MODES,
  enumLabel,
  type Labelled,
  type CreativeType,
  type DynamicMode,
  type ExtensionType,
  type AdType,
  type Traffic,
  type FlowScene,
  type DayLimit,
  type Pacing,
  type DeliveryMode,
} from './ad-enums';
export { parseItems, type LooseItem } from './items';
export {
  VALIDATION_STATUS,
  BUSINESS_VALIDATION_API,
  readBusinessValidation,
  type BusinessValidation,
  type ValidationStatusValue,
} from './business-validation';
/** Qualification audit statuses (spec §3, §4); the session store reads `APPROVED` itself. */
export { AUDIT_STATUS } from './audit-status';
/** Spec §3: whether the owner's personal configs say the DMP agreement is signed (`oppoDmpSignInfo.sign === 1`). */
export { isDmpSigned, DMP_SIGN_CONFIG_CODE } from './dmp-sign';
