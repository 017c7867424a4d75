import { describe, expect, it } from 'vitest';
import { createCoreHandlers, handlersFetch, scenarioToken, type ScenarioName } from '@portico/dev';
import { createPortalRuntime } from '../portal';
import { MemoryStorage } from '../storage';
import { authRef, SESSION_API } from './index';

async function load(scenario: ScenarioName) {
  const net = handlersFetch(createCoreHandlers(), 'http://localhost:3000');
  const runtime = createPortalRuntime({
    location: {
      href: 'http://localhost:3000/markets/',
      origin: 'http://localhost:3000',
      assign: () => undefined,
      open: () => undefined,
    },
    cookies: () => (scenario === 'logged-out' ? '' : `adstk=${scenarioToken(scenario)}`),
    fetch: net.fetch,
    now: () => Date.now(),
    saveFile: () => undefined,
    storage: { local: new MemoryStorage(), session: new MemoryStorage() },
  });
  const auth = runtime.container.resolve(authRef);
  await auth.load();
  const paths = net.requests.map((r) => new URL(r.url).pathname);
  return { session: auth.session, paths, dispose: () => runtime.dispose() };
}

describe('session load: qualification (spec §4, §6)', () => {
  it.each([
    ['owner', 1, false],
    ['sub-owner', 1, false],
    ['old-directed-owner', 1, false],
    ['owner-qual-missing', 5, true],
    ['owner-qual-review', 0, true],
    ['owner-qual-rejected', 2, true],
  ] as const)('%s: audit status %i, ad creation disabled %s', async (scenario, status, disabled) => {
    const { session, paths, dispose } = await load(scenario);
    expect(paths).toContain(SESSION_API.qualificationStatus);
    expect(session.qualificationStatus).toBe(status);
    expect(session.createAdDisabled).toBe(disabled);
    expect(session.facts.flags.createAdDisabled).toBe(disabled);
    await dispose();
  });

  it.each(['agency', 'operator-admin', 'logged-out'] as const)('%s: qualification is not queried', async (scenario) => {
    const { session, paths, dispose } = await load(scenario);
    expect(paths).not.toContain(SESSION_API.qualificationStatus);
    expect(session.createAdDisabled).toBe(false);
    await dispose();
  });
});
