import { describe, expect, it } from 'vitest';
import * as sdk from './index';

// The public API is explicit: adding or removing an export is a deliberate change of this list.
describe('@portico/sdk public surface', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(sdk).sort()).toMatchInlineSnapshot(`
      [
        "ApiError",
        "CHUNK_LOAD_TIMEOUT_MS",
        "ChunkLoadError",
        "CommonLayout",
        "ExtensionBoundary",
        "HeaderTabBlueprint",
        "HeaderWidgetBlueprint",
        "LoginType",
        "NoLayout",
        "OverlayBlueprint",
        "OwnerType",
        "PageFrame",
        "PortalContext",
        "PortalLink",
        "PortalRoutes",
        "PortalShell",
        "REQUEST_MESSAGES",
        "RouteBlueprint",
        "Slot",
        "SubAppBlueprint",
        "ToolboxEntryBlueprint",
        "authRef",
        "definePlugin",
        "evaluateWhen",
        "eventBusRef",
        "lazyFromLoader",
        "navigationRef",
        "notifierRef",
        "permissionRef",
        "requestRef",
        "serviceRef",
        "sessionRef",
        "subAppsRef",
        "useContributions",
        "useObservable",
        "usePermission",
        "usePortal",
        "useService",
        "useSession",
        "useStyleSheet",
        "withChunkTimeout",
      ]
    `);
  });
});
