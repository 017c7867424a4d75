import * as z from 'zod/mini';
import type { AccountType, OperatorRight, When } from './when';

const ACCOUNT_TYPES = [
  'agency',
  'operator',
  'owner',
  'sub-owner',
  'old-directed-owner',
  'directed-owner',
] as const satisfies readonly AccountType[];
const RIGHTS = [
  'ADMIN',
  'ADS_MANAGE',
  'RECHARGE',
  'TRANSFER',
  'CUSTOMER_MANAGE',
  'OPERATOR_MANAGE',
] as const satisfies readonly OperatorRight[];
const oneOrMany = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.array(z.enum(values))]);

/**
 * The `when` grammar as a schema. The `When` type stays hand-written (a recursive type reads
 * better than a recursive `z.infer`); the annotation below makes the compiler hold the two
 * together, and when.test.ts parses every shape the evaluator knows.
 */
export const whenSchema: z.ZodMiniType<When> = z.lazy(() =>
  z.union([
    z.strictObject({ loggedIn: z.boolean() }),
    z.strictObject({ menu: z.number() }),
    z.strictObject({ anyMenu: z.array(z.number()) }),
    z.strictObject({ data: z.string() }),
    z.strictObject({ accountType: oneOrMany(ACCOUNT_TYPES) }),
    z.strictObject({ role: oneOrMany(RIGHTS) }),
    z.strictObject({ pushUser: z.boolean() }),
    z.strictObject({ multiAccess: z.boolean() }),
    z.strictObject({ loginType: z.array(z.number()) }),
    z.strictObject({ ownerType: z.array(z.number()) }),
    z.strictObject({ flag: z.string() }),
    z.strictObject({ all: z.array(whenSchema) }),
    z.strictObject({ any: z.array(whenSchema) }),
    z.strictObject({ not: whenSchema }),
  ]),
) as z.ZodMiniType<When>;
