import { definePlugin, lifecycleRef, navigationRef, reporterRef, sessionRef, settingsRef } from '@portico/sdk';
import { agreementUrl, mustAgree } from './check';
import { optionsSchema } from './options';

/**
 * The login agreement (spec §5): once the session is loaded, a user who has not accepted the
 * agreement in force is sent to the agreement page (an address from the plugin options) with the
 * way back. No UI of its own; a failing call lets the user in and is logged.
 *
 * The check starts once the portal is `ready`: its three calls cost the start ~8 ms of main
 * thread (a CPU profile of the owner home, a third of activation), and their answers came after
 * the first screen anyway, so the redirect of the rare user who must agree comes about as soon.
 */
export default definePlugin({
  id: 'login-agreement',
  title: '登录协议',
  requires: [settingsRef, navigationRef, sessionRef, reporterRef, lifecycleRef],
  options: optionsSchema,
  activate(ctx, settings, navigation, session, reporter, lifecycle) {
    if (!session.user) return;
    const log = (message: string, detail?: unknown) => {
      console.warn(`[portico] login-agreement: ${message}`, detail);
      reporter.log(`login-agreement: ${message}`);
    };
    void lifecycle
      .until('ready')
      .then(() => !ctx.signal.aborted && mustAgree(settings, ctx.options, log))
      .then((must) => {
        if (!must || ctx.signal.aborted) return;
        const here = globalThis.location ? `${globalThis.location.pathname}${globalThis.location.search}` : '/markets/';
        navigation.open(agreementUrl(ctx.options, here));
      });
  },
});
