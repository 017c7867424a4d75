import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { FORBIDDEN_TITLE, pageTitleAt, renderPortal, type ScenarioName } from '@portico/sdk/testing';
import creative from './plugin';

const factOf = (term: string) => screen.getByText(term).nextElementSibling;

describe('creative sub-app', () => {
  it('shows the create page of spec §2.2 with its type and level from the query', async () => {
    await renderPortal({
      plugins: [creative],
      scenario: 'owner',
      route: '/markets/creative/create?type=create&level=creative',
    });
    expect(await screen.findByRole('heading', { level: 1, name: '新建创意' })).toBeInTheDocument();
    expect(screen.getByText('选择推广计划与广告组，上传素材并填写文案，提交审核后开始投放。')).toBeInTheDocument();
    expect(factOf('操作')).toHaveTextContent('新建');
    expect(factOf('层级')).toHaveTextContent('创意');
    expect(screen.getByRole('link', { name: '推广' })).toHaveAttribute('href', '/markets/manage/PlanManage');
  });

  it('names the copy flow and the plan level', async () => {
    await renderPortal({
      plugins: [creative],
      scenario: 'owner',
      route: '/markets/creative/create?type=copy&level=plan',
    });
    expect(await screen.findByRole('heading', { level: 1, name: '复制创意' })).toBeInTheDocument();
    expect(factOf('层级')).toHaveTextContent('推广计划');
  });

  it.each([
    ['no query', ''],
    ['unknown values', '?type=delete&level=account'],
    ['prototype keys', '?type=constructor&level=__proto__'],
  ])('falls back to 新建 / 创意 for %s', async (_, query) => {
    await renderPortal({ plugins: [creative], scenario: 'owner', route: `/markets/creative/create${query}` });
    expect(await screen.findByRole('heading', { level: 1, name: '新建创意' })).toBeInTheDocument();
    expect(factOf('操作')).toHaveTextContent(/^新建$/);
    expect(factOf('层级')).toHaveTextContent(/^创意$/);
  });

  it.each<[ScenarioName, string]>([
    ['sub-owner', '新建创意'],
    ['push-user', FORBIDDEN_TITLE],
    ['agency', FORBIDDEN_TITLE],
    ['operator-admin', FORBIDDEN_TITLE],
  ])(
    '%s at the create page sees %s (spec §6: owners, no new-creative items for push users)',
    async (scenario, title) => {
      expect(await pageTitleAt([creative], scenario, '/markets/creative/create?type=create&level=creative')).toBe(
        title,
      );
    },
  );
});
