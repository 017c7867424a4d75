export {
  EMPTY_VALUE,
  NUMBER_UNITS,
  abbreviateNumber,
  formatPrice,
  formatRate,
  parsePrice,
  type NumericInput,
} from './number-format';
