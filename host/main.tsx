import { boot } from './boot';

// portal.config.json sits beside the built assets (dist/), one level above the chunks.
void boot(document.getElementById('root')!, new URL('../portal.config.json', import.meta.url).href);
