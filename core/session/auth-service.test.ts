import { describe, expect, it } from 'vitest';
import { apiPath, createCoreHandlers, handlersFetch, http, ok, scenarioToken, type ScenarioName } from '@portico/dev';
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

describe('refreshQualification (spec §4: after an upload)', () => {
  async function runtimeWith(statuses: unknown[], scenario: ScenarioName = 'owner-qual-missing') {
    const answers = [...statuses];
    let reads = 0;
    // Answers the status call in turn (the last answer repeats); the rest is the core dev API.
    const status = http.post(apiPath(SESSION_API.qualificationStatus), () => {
      reads += 1;
      return ok(answers.length > 1 ? answers.shift() : answers[0]);
    });
    const fetchFn = handlersFetch([status, ...createCoreHandlers()], 'http://localhost:3000').fetch;
    const runtime = createPortalRuntime({
      location: {
        href: 'http://localhost:3000/markets/',
        origin: 'http://localhost:3000',
        assign: () => undefined,
        open: () => undefined,
      },
      cookies: () => `adstk=${scenarioToken(scenario)}`,
      fetch: fetchFn,
      now: () => Date.now(),
      saveFile: () => undefined,
      storage: { local: new MemoryStorage(), session: new MemoryStorage() },
    });
    const auth = runtime.container.resolve(authRef);
    await auth.load();
    return { auth, reads: () => reads, dispose: () => runtime.dispose() };
  }

  it('reads the status again and createAdDisabled follows without a reload', async () => {
    const { auth, reads, dispose } = await runtimeWith([{ auditStatus: 5 }, { auditStatus: 0 }, { auditStatus: 1 }]);
    expect(auth.session.createAdDisabled).toBe(true);
    expect(await auth.refreshQualification()).toBe(0);
    expect(auth.session.qualificationStatus).toBe(0);
    expect(auth.session.createAdDisabled).toBe(true);
    expect(await auth.refreshQualification()).toBe(1);
    expect(auth.session.createAdDisabled).toBe(false);
    expect(auth.session.facts.flags.createAdDisabled).toBe(false);
    expect(reads()).toBe(3);
    await dispose();
  });

  it('keeps the stored status when the answer is unreadable', async () => {
    const { auth, dispose } = await runtimeWith([{ auditStatus: 5 }, { auditStatus: 'x' }]);
    expect(await auth.refreshQualification()).toBeNull();
    expect(auth.session.qualificationStatus).toBe(5);
    expect(auth.session.createAdDisabled).toBe(true);
    await dispose();
  });

  it('asks nothing for accounts without a qualification (agencies)', async () => {
    const { auth, reads, dispose } = await runtimeWith([{ auditStatus: 1 }], 'agency');
    expect(await auth.refreshQualification()).toBeNull();
    expect(reads()).toBe(0);
    await dispose();
  });
});
