// The generic extension-point mechanism. A point is plain data owned by whoever reads it (the
// portal for routes and sub-apps, the shell for its layout slots, a plugin for its own points:
// the header its tabs and widgets, the toolbox flyout its entries). Each point is ONE zod
// schema; the contribution's TypeScript type (`z.infer`), its Blueprint (in the SDK) and the
// registry's validation all follow from it. Core knows no point by name beyond its own two.
import * as z from 'zod/mini';
import { whenSchema } from '../when';
import { compileFastCheck, type FastCheck } from './fast-check';

/** A lazily loaded module whose default export is the contribution's UI (a component in the SDK). */
export type Loader<C = unknown> = () => Promise<{ default: C }>;

/** Schema of a loader field: any function; the SDK types the component it resolves to. */
export const loaderSchema = <C = unknown>() =>
  z.custom<Loader<C>>((v) => typeof v === 'function', 'must be a function returning import(…)');

/** The stable last part of an extension id: letters, digits and `/ _ . -`, as in a path. */
export const EXTENSION_NAME = /^[A-Za-z0-9][A-Za-z0-9/_.-]*$/;

/** Fields every contribution has, whatever its point. */
const baseShape = {
  /** `kind:plugin/name`, derived from the name when the plugin is defined. */
  id: z.optional(z.string()),
  /** The contribution's stable name inside its plugin. */
  name: z.string().check(z.regex(EXTENSION_NAME, 'must be a stable name: letters, digits, / _ . -')),
  /** Who sees the contribution; absent means everyone. */
  when: z.optional(whenSchema),
  /** Lower comes first. */
  order: z.optional(z.number()),
};

type BaseShape = typeof baseShape;
/** The full schema shape of a point whose kind is `K` and whose own fields are `S`. */
type PointShape<K extends string, S extends z.core.$ZodLooseShape> = BaseShape & { kind: z.ZodMiniLiteral<K> } & S;
/** The contribution a point of kind `K` with fields `S` takes. */
export type PointContribution<K extends string, S extends z.core.$ZodLooseShape> = z.infer<
  z.ZodMiniObject<PointShape<K, S>>
> & { readonly id?: string };

/** What every contribution carries, whatever its point. */
export interface ContributionBase {
  readonly kind: string;
  /** `kind:plugin/name`; filled by `definePlugin` (or by the runtime for `ctx.contribute`). */
  readonly id?: string;
  readonly name: string;
  readonly when?: z.infer<typeof whenSchema>;
  readonly order?: number;
}

/** Any contribution: the common fields plus its point's own. */
export type Contribution = ContributionBase & { readonly [field: string]: unknown };

/**
 * An extension point: the kind of contribution it takes, who reads it, and the one schema
 * everything else derives from.
 */
export interface ExtensionPoint<C = Contribution> {
  readonly kind: string;
  /** Plugin id that reads the point, or `portal` for the runtime and the shell. */
  readonly owner: string;
  /** One line for authors and the inspector: where contributions show. */
  readonly description: string;
  readonly schema: z.ZodMiniType<C>;
  /** The fast path compiled from `schema` (true = valid; false = ask `schema`). */
  readonly check: FastCheck;
  /** The name a contribution gets when it declares none (a route: its path). */
  nameOf?(contribution: Omit<C, 'name' | 'id'>): string;
}

/** The contribution type of a point. */
export type ContributionOf<P> = P extends ExtensionPoint<infer C> ? C : never;

/** Parameters of {@link defineExtensionPoint}. */
export interface ExtensionPointSpec<K extends string, S extends z.core.$ZodLooseShape> {
  readonly kind: K;
  readonly owner: string;
  readonly description: string;
  /** The point's own fields, as zod/mini schemas. */
  readonly fields: S;
  readonly nameOf?: (contribution: Omit<PointContribution<K, S>, 'name' | 'id'>) => string;
}

/** Kinds are lower-case words joined by dashes (`toolbox-entry`). */
const KIND = /^[a-z][a-z0-9-]*$/;

/** Declares an extension point from its kind, owner and fields. */
export function defineExtensionPoint<K extends string, S extends z.core.$ZodLooseShape>(
  spec: ExtensionPointSpec<K, S>,
): ExtensionPoint<PointContribution<K, S>> {
  if (!KIND.test(spec.kind))
    throw new Error(`PORTICO_E_INVALID_MANIFEST: extension point kind "${spec.kind}" must match ${KIND}`);
  const schema = z.object({ ...baseShape, kind: z.literal(spec.kind), ...spec.fields }) as unknown as z.ZodMiniType<
    PointContribution<K, S>
  >;
  const point: ExtensionPoint<PointContribution<K, S>> = {
    kind: spec.kind,
    owner: spec.owner,
    description: spec.description,
    schema,
    check: compileFastCheck(schema as z.ZodMiniType),
  };
  if (spec.nameOf) point.nameOf = spec.nameOf;
  return Object.freeze(point);
}

/** The id of a contribution: `kind:plugin/name` (Backstage's scheme). */
export function extensionId(kind: string, pluginId: string, name: string): string {
  return `${kind}:${pluginId}/${name}`;
}

/** A path as an extension name: `/markets/report/agency/effect` → `report/agency/effect`. */
export function nameFromPath(path: string): string {
  return (
    path
      .replace(/^\/markets\//, '')
      .replace(/[^A-Za-z0-9/_.-]+/g, '-')
      .replace(/^[-/]+|[-/]+$/g, '') || 'root'
  );
}
