export {
  evaluateWhen,
  LOGGED_OUT_FACTS,
  type When,
  type PermissionFacts,
  type AccountType,
  type OperatorRight,
} from './when';
export { whenSchema } from './when-schema';
