// The plugin's tests: jsdom, the SDK's testing helpers, and the contract's names (@portico/ui,
// @portico/ads, @portico/plugin/<id>) answered by the packed SDK.
import { defineConfig } from 'vitest/config';
import { sdkTestAliases } from '@portico/sdk/build';

export default defineConfig({
  resolve: { alias: sdkTestAliases() },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['@portico/sdk/testing/setup'],
    testTimeout: 60000,
  },
});
