import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderPortal } from '@portico/sdk/testing';
import creative from '../creative/plugin';
import dpaManage from '../dpa-manage/plugin';
import finance from '../finance/plugin';
import multipleCreative from '../multiple-creative/plugin';
import report from '../report/plugin';
import toolbox from '../toolbox/plugin';
import manage from './plugin';

const LOGIN = '/market/login/index.html?redirect=';

// Spec §2.2: unauthorised sessions go to the login page with a redirect parameter. Every sub-app's
// pages need a session, so a visitor without one never sees them (nor their no-permission page):
// the shell sends the browser to the login page at once.
describe('pages that need a session', () => {
  it.each([
    '/markets/manage/',
    '/markets/manage/IndexManage',
    '/markets/manage/agency/home',
    '/markets/manage/agency/OperatorManage?agency=true',
    '/markets/manage/PlanManage',
    '/markets/dpaManage',
    '/markets/report/subaccount/ads',
    '/markets/report/agency/effect',
    '/markets/finance/home/?agency=true',
    '/markets/finance/recharge',
    '/markets/creative/create?type=create&level=creative',
    '/markets/multipleCreative/',
    '/markets/toolbox/Home',
    '/markets/toolbox/changepwd?agency=true',
    '/markets/toolbox/AdDiagnostic',
  ])('%s sends a logged-out visitor to the login page with the way back', async (route) => {
    const { location } = await renderPortal({
      plugins: [manage, dpaManage, report, finance, creative, multipleCreative, toolbox],
      scenario: 'logged-out',
      route,
    });
    await waitFor(() => expect(location.assigned).toContain(`${LOGIN}${encodeURIComponent(route)}`));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('lets a logged-in owner stay on the page', async () => {
    const { location } = await renderPortal({ plugins: [manage], scenario: 'owner', route: '/markets/manage/' });
    expect(await screen.findByRole('heading', { level: 1, name: '首页' })).toBeInTheDocument();
    expect(location.assigned).toEqual([]);
  });
});
