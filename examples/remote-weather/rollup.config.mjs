// src/plugin.ts → dist/plugin.js + dist/chunks/ + dist/portico-plugin.json (the entry's sha384
// integrity); the names the portal shares (react, @portico/sdk, …) stay external.
import { remotePluginConfig } from '@portico/sdk/build';

export default remotePluginConfig();
