import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { definePlugin, LayoutBlueprint, PageBlueprint, requestRef, useService, useSession } from '@portico/sdk';
import { hintOf } from '.';
import { createExtensionTester, mockService } from './extension-tester';

/** A widget that asks the request service for a count and shows it. */
function CountBadge() {
  const request = useService(requestRef);
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    void request.call<{ count: number }>('/v2/tester/count', { kind: 'todo' }).then((r) => setCount(r.count));
  }, [request]);
  return <span>{count === null ? '加载中' : `${count} 条待办`}</span>;
}

/** A widget that renders the session's owner name (proves the scenario's facts arrived). */
const OwnerName = observer(function OwnerName() {
  return <span>{useSession().user?.ownerName ?? '未登录'}</span>;
});

const plugin = definePlugin({
  id: 'tester-demo',
  contributes: [
    LayoutBlueprint.make({ name: 'badge', slot: 'banner', loader: async () => ({ default: CountBadge }) }),
    LayoutBlueprint.make({
      name: 'agency-only',
      slot: 'banner',
      when: { accountType: 'agency' },
      loader: async () => ({ default: OwnerName }),
    }),
    PageBlueprint.make({
      path: '/markets/tester-demo',
      title: '测试页',
      loader: async () => ({ default: ({ title }: { title: string }) => <h1>{title}</h1> }),
    }),
  ],
});

describe('createExtensionTester', () => {
  it('mounts one widget with a mocked request service and shows its answer', async () => {
    const call = vi.fn(async () => ({ count: 3 }));
    const t = await createExtensionTester(plugin, {
      extension: 'layout:tester-demo/badge',
      services: [mockService(requestRef, { call: call as never })],
    });
    expect(await t.findByText('3 条待办')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('/v2/tester/count', { kind: 'todo' });
    // Only that extension: the other widget and the page are not mounted.
    expect(t.queryByRole('heading')).toBeNull();
    expect(t.contribution.id).toBe('layout:tester-demo/badge');
  });

  it('names the member a test did not mock', async () => {
    const request = mockService(requestRef, {});
    expect(() => request.value.call('/x')).toThrow('not mocked: core.request.call');
    const t = await createExtensionTester(plugin, { extension: 'layout:tester-demo/badge', services: [request] });
    await waitFor(() =>
      expect(t.diagnostics.map((d) => d.message).join('\n')).toContain('not mocked: core.request.call'),
    );
    expect(t.queryByText(/条待办/)).toBeNull();
    // Its fix hint is its code's, read through the harness.
    const crash = t.diagnostics.find((d) => d.message.includes('not mocked'))!;
    expect(crash.code).toBe('PORTICO_E_CONTRIBUTION_CRASHED');
    expect(await hintOf(crash.code)).toBe(
      'A widget threw while rendering; the rest of the page keeps working. See the error.',
    );
  });

  it('respects the when clause for the scenario, live', async () => {
    const asAgency = await createExtensionTester(plugin, {
      extension: 'layout:tester-demo/agency-only',
      scenario: 'agency',
    });
    expect(await asAgency.findByText('北京星河互动广告有限公司')).toBeInTheDocument();
    expect(asAgency.visible()).toBe(true);
    asAgency.unmount();

    const asOwner = await createExtensionTester(plugin, {
      extension: 'layout:tester-demo/agency-only',
      scenario: 'owner',
    });
    expect(asOwner.visible()).toBe(false);
    expect(asOwner.container.textContent).toBe('');
    // The session changes (the same user now counts as an agency): the widget appears, no remount.
    const { session } = asOwner.runtime;
    act(() => session.setUser({ ...session.user!, loginType: 1 }, session.loginUser));
    expect(await asOwner.findByText('杭州云帆网络科技有限公司')).toBeInTheDocument();
    expect(asOwner.visible()).toBe(true);
  });

  it('gives a page its title at its own path', async () => {
    const t = await createExtensionTester(plugin, { extension: 'route:tester-demo/tester-demo' });
    expect(await t.findByRole('heading', { level: 1, name: '测试页' })).toBeInTheDocument();
  });

  it('refuses an extension the plugin does not contribute, naming those it does', async () => {
    await expect(createExtensionTester(plugin, { extension: 'header-widget:tester-demo/nope' })).rejects.toThrow(
      /has no extension "header-widget:tester-demo\/nope" \(it contributes: layout:tester-demo\/badge, layout:tester-demo\/agency-only, route:tester-demo\/tester-demo\)/,
    );
  });
});
