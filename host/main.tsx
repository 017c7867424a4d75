import './no-eval';
import { boot } from './boot';
import { installSharedModules } from './shared-modules/registry';

const ROOT = window as Window & { __PORTICO_SHELL_LOADED__?: boolean };
// Spec §8 "loaded twice": the shell's page ran inside itself (a sub-app entry that serves the shell
// — the gateway has no route for that namespace). The second copy must not boot over the first.
if (ROOT.__PORTICO_SHELL_LOADED__) throw new Error('loaded twice');
ROOT.__PORTICO_SHELL_LOADED__ = true;

// Remote plugins' bare imports (react, @portico/sdk …) get the portal's own modules through the
// page's import map and this registry (host/shared-modules).
installSharedModules();

// portal.config.json sits beside the built assets (dist/), one level above the chunks.
void boot(document.getElementById('root')!, new URL('../portal.config.json', import.meta.url).href);
