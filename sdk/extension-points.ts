import { CONTRIBUTION_POINT, defineExtensionPoint, type ContributionBase, type ExtensionPoint } from '@portico/core';

/** What a Blueprint's `make` takes: the point's own fields, `when`, `order` and a stable `name`. */
export type BlueprintParams<C extends ContributionBase> = Omit<C, 'kind' | 'id' | 'name'> & {
  /** The contribution's stable name in its plugin: its id is `kind:plugin/name`. */
  readonly name: string;
};

/** A factory of contributions to one extension point. */
export interface Blueprint<C extends ContributionBase, Params = BlueprintParams<C>> {
  /** The point this Blueprint contributes to. */
  readonly point: ExtensionPoint<C>;
  /** One contribution, checked against the point's schema when the portal starts. */
  make(params: Params): C;
}

/**
 * The Blueprint of a point: `make` fills in the kind and records the point, so the registry
 * validates the contribution with the point's schema even when the plugin owning the point is
 * switched off. Points whose Blueprint needs typed components wrap `make` (see `PageBlueprint`).
 * @example export const ToolboxEntryBlueprint = createBlueprint(toolboxEntryPoint);
 */
export function createBlueprint<C extends ContributionBase>(point: ExtensionPoint<C>): Blueprint<C> {
  return {
    point,
    make(params: BlueprintParams<C>): C {
      return Object.freeze({ ...params, kind: point.kind, [CONTRIBUTION_POINT]: point }) as unknown as C;
    },
  };
}

export { defineExtensionPoint };
