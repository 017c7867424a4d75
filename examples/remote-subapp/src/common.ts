// The sub-apps' shared common script (spec §2.1): served by the gateway at
// /markets/microfrontends/static/js/common.js?<hash> and put on the page once by the shell, so
// every sub-app finds the same helpers on `window.microfrontendsCommon`. Built as a classic IIFE.
import { COMMON_VERSION, formatAmount, type MicrofrontendsCommon } from './common-api';

const host = window as unknown as { microfrontendsCommon?: MicrofrontendsCommon };
const existing = host.microfrontendsCommon;
if (existing) {
  // Loaded a second time (a sub-app entry that lists it, or a page that did not dedupe it): keep the
  // first definition, whose object other sub-apps already hold, and only count the load so a test
  // can tell the shell loaded it once.
  existing.loads += 1;
} else {
  host.microfrontendsCommon = { version: COMMON_VERSION, loads: 1, formatAmount };
}
