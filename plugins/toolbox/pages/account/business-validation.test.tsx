import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPath, fail, http, ok } from '@portico/dev';
import { notifierRef } from '@portico/sdk';
import { BUSINESS_VALIDATION_API } from '@portico/ads';
import { renderPortal, type ScenarioName } from '@portico/sdk/testing';
import toolbox from '../../plugin';

const ROUTE = '/markets/toolbox/businessValidation';

/** Answers the validation call with `data` and records that it was called (and with what). */
function validation(data: unknown) {
  const bodies: string[] = [];
  return {
    bodies,
    handler: http.post(apiPath(BUSINESS_VALIDATION_API), async ({ request }) => {
      bodies.push(await request.text());
      return ok(data);
    }),
  };
}

async function open(scenario: ScenarioName, handlers: Parameters<typeof renderPortal>[0]['handlers'] = []) {
  const rendered = await renderPortal({
    plugins: [toolbox],
    scenario,
    route: ROUTE,
    handlers,
  });
  await screen.findByRole('heading', { level: 1, name: '经营验证' });
  return rendered;
}
const facts = () => screen.findByTestId('validation-status');
const shown = async () => {
  const dl = (await facts()).querySelector('dl')!;
  return [...dl.querySelectorAll('dd')].map((d) => d.textContent);
};

describe('经营验证 (businessValidation)', () => {
  it.each([
    [-1, '查询中', '验证状态正在生成，请稍后刷新查看。'],
    [0, '无需验证', '当前账户无需进行经营验证。'],
    [1, '待验证', '当前账户需要完成经营验证，请按平台通知准备材料并发起验证。'],
    [2, '验证中', '您已发起经营验证，请于2026-12-31前完成验证，逾期失效。'],
    [3, '验证完成', '经营验证已完成，可以正常投放。'],
    [4, '已过期', '经营验证已过期，请重新发起验证。'],
  ])('status %i shows %s, the statusDesc, the deadline and %s', async (status, label, text) => {
    const call = validation({ status, statusDesc: `服务端说明${status}`, deadline: '2026-12-31', expired: false });
    await open('owner', [call.handler]);
    expect(await shown()).toEqual([label, `服务端说明${status}`, '2026-12-31']);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(call.bodies).toEqual(['']);
  });

  it('owner-validating (core dev API): 验证中, naming the deadline', async () => {
    await open('owner-validating');
    expect(await shown()).toEqual(['验证中', '验证中', '2026-12-31']);
    expect(screen.getByText('您已发起经营验证，请于2026-12-31前完成验证，逾期失效。')).toBeInTheDocument();
  });

  it('owner (core dev API): 无需验证 without a deadline', async () => {
    await open('owner');
    expect(await shown()).toEqual(['无需验证', '无需验证', '—']);
  });

  it('validating with the expired flag reads as expired', async () => {
    await open('owner', [
      validation({ status: 2, statusDesc: '验证中', deadline: '2026-01-31', expired: true }).handler,
    ]);
    expect((await shown())[0]).toBe('已过期');
    expect(screen.getByText('经营验证已过期，请重新发起验证。')).toBeInTheDocument();
  });

  it('an unreadable answer or a failing call shows 加载失败 with 重试, and no toast (messages suppressed)', async () => {
    let calls = 0;
    const { runtime } = await open('owner', [
      http.post(apiPath(BUSINESS_VALIDATION_API), () => {
        calls += 1;
        if (calls === 1) return ok({ status: 9 });
        if (calls === 2) return fail(500, '系统繁忙');
        return ok({ status: 3, statusDesc: '已通过', deadline: null, expired: false });
      }),
    ]);
    expect(await screen.findByText('加载失败，请稍后重试')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(calls).toBe(2));
    expect(await screen.findByText('加载失败，请稍后重试')).toBeInTheDocument();
    expect(runtime.container.resolve(notifierRef).notices).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect((await shown())[0]).toBe('验证完成');
  });

  it('刷新状态 reads the status again', async () => {
    let status = 1;
    await open('owner', [
      http.post(apiPath(BUSINESS_VALIDATION_API), () => ok({ status, statusDesc: '', deadline: null })),
    ]);
    expect((await shown())[0]).toBe('待验证');
    status = 2;
    await userEvent.click(screen.getByRole('button', { name: '刷新状态' }));
    await waitFor(async () => expect((await shown())[0]).toBe('验证中'));
    expect(screen.getByText('您已发起经营验证，请尽快完成验证，逾期失效。')).toBeInTheDocument();
  });
});
