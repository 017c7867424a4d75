import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { apiPath, fail, http } from '@portico/dev';
import { definePlugin, LayoutBlueprint, notifierRef } from '@portico/sdk';
import { renderPortal, type ScenarioName } from '@portico/sdk/testing';
import plugin from './plugin';
import { reminderHandlers } from './dev-api';
import { VALIDATION_API } from './constants';

function Where() {
  return <output aria-label="路径">{useLocation().pathname}</output>;
}
const where = definePlugin({
  id: 'where',
  contributes: [LayoutBlueprint.make({ name: 'where', slot: 'overlay', loader: async () => ({ default: Where }) })],
});

const boot = (scenario: ScenarioName, route = '/markets/manage/', handlers = reminderHandlers) =>
  renderPortal({ plugins: [plugin, where], scenario, route, handlers });
const qualification = () => screen.findByRole('region', { name: '资质提醒' });
const settle = () => new Promise((r) => setTimeout(r, 150));

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('qualification notice', () => {
  it('not uploaded: says ads need an approved qualification and 去上传 opens the qualification page', async () => {
    await boot('owner-qual-missing');
    const notice = await qualification();
    expect(notice).toHaveTextContent('资质审核通过后，方可创建和投放广告');
    await userEvent.click(within(notice).getByRole('button', { name: '去上传' }));
    expect(screen.getByRole('status', { name: '路径' })).toHaveTextContent('/markets/toolbox/personal/Index');
    expect(screen.queryByRole('region', { name: '资质提醒' })).toBeNull();
  });

  it('under review: only 知道了, no cancel', async () => {
    await boot('owner-qual-review');
    const notice = await qualification();
    expect(
      within(notice)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['知道了']);
  });

  it('rejected: 重新上传', async () => {
    await boot('owner-qual-rejected');
    expect(within(await qualification()).getByRole('button', { name: '重新上传' })).toBeInTheDocument();
  });

  it('approved owners, agencies and operators see none', async () => {
    for (const scenario of ['owner', 'agency', 'operator-admin'] as const) {
      const { unmount } = await boot(scenario);
      await settle();
      expect(screen.queryByRole('region', { name: '资质提醒' })).toBeNull();
      unmount();
    }
  });

  it('not on a new login when already on the qualification page; again only when the status changed', async () => {
    const first = await boot('owner-qual-missing', '/markets/toolbox/personal/Index');
    await settle();
    expect(screen.queryByRole('region', { name: '资质提醒' })).toBeNull();
    first.unmount();
    // Same browser session, same status: not a new login, nothing changed.
    const second = await boot('owner-qual-missing');
    await settle();
    expect(screen.queryByRole('region', { name: '资质提醒' })).toBeNull();
    second.unmount();
    // The stored status differs (the owner's status was 0 before): shown again.
    localStorage.setItem('portico:200006:reminders:qualificationStatus', '0');
    await boot('owner-qual-missing');
    expect(await qualification()).toBeInTheDocument();
  });
});

describe('business validation reminder', () => {
  it('validating and not expired: a warning on the owner home with the deadline, once per session', async () => {
    const first = await boot('owner-validating');
    const reminder = await screen.findByRole('region', { name: '经营验证提醒' });
    expect(reminder).toHaveTextContent('您已发起经营验证，请于2026-12-31前在 工具箱-经营验证 中完成验证，逾期失效');
    expect(within(reminder).getByRole('link', { name: '去完成验证' })).toHaveAttribute(
      'href',
      '/markets/toolbox/businessValidation',
    );
    first.unmount();
    await boot('owner-validating');
    await settle();
    expect(screen.queryByRole('region', { name: '经营验证提醒' })).toBeNull();
  });

  it('is not checked away from the owner home, and a failing call shows nothing', async () => {
    const away = await boot('owner-validating', '/markets/report/');
    await settle();
    expect(screen.queryByRole('region', { name: '经营验证提醒' })).toBeNull();
    away.unmount();
    const { runtime } = await boot('owner-validating', '/markets/manage/', [
      http.post(apiPath(VALIDATION_API), () => fail(500, '系统繁忙')),
    ]);
    await settle();
    expect(screen.queryByRole('region', { name: '经营验证提醒' })).toBeNull();
    expect(runtime.container.resolve(notifierRef).notices).toEqual([]);
  });
});
