import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPath, DEV_APPS_HOST, fail, http, ok } from '@portico/dev';
import { definePlugin, notifierRef, PageBlueprint } from '@portico/sdk';
import { recordCalls, renderPortal } from '@portico/sdk/testing';
import { MATERIAL_API } from '../../api';
import { manageHandlers } from '../../dev-api';
import { MaterialViewer, type MaterialViewerProps } from './MaterialViewer';

/** A page that shows the viewer open with `props`, as a creative row would. */
function probe(props: Omit<MaterialViewerProps, 'open' | 'onClose'>, onClose: () => void = () => undefined) {
  return definePlugin({
    id: 'viewer-probe',
    contributes: [
      PageBlueprint.make({
        path: '/markets/probe',
        title: '探针',
        loader: async () => ({ default: () => <MaterialViewer {...props} open onClose={onClose} /> }),
      }),
    ],
  });
}

async function openViewer(
  props: Omit<MaterialViewerProps, 'open' | 'onClose'>,
  handlers: Parameters<typeof renderPortal>[0]['handlers'] = [],
  onClose?: () => void,
  allowedHosts: readonly string[] = [DEV_APPS_HOST],
) {
  const portal = await renderPortal({
    plugins: [probe(props, onClose)],
    scenario: 'owner',
    route: '/markets/probe',
    allowedHosts,
    handlers: [...(handlers ?? []), ...manageHandlers],
  });
  const dialog = await screen.findByRole('dialog', { name: '素材查看' });
  return { ...portal, dialog };
}

describe('素材查看', () => {
  it('shows the materials before and after, each side asked with ids, type, page 1 and size 10', async () => {
    const calls = recordCalls(MATERIAL_API.pageList);
    const { dialog } = await openViewer({ creativeId: 'c-1', materialIds: { before: ['m-1', 'm-2'], after: ['m-3'] } });
    const before = within(dialog).getByRole('region', { name: '修改前' });
    const after = within(dialog).getByRole('region', { name: '修改后' });
    expect(await within(before).findByRole('img', { name: '素材 m-1' })).toHaveAttribute(
      'src',
      '/dev-material/m-1.svg',
    );
    expect(within(before).getByRole('img', { name: '素材 m-2' })).toBeInTheDocument();
    expect(await within(after).findByRole('img', { name: '素材 m-3' })).toBeInTheDocument();
    expect(calls.bodies().sort((a, b) => a.ids!.localeCompare(b.ids!))).toEqual([
      { ids: 'm-1,m-2', type: '1', pageNum: '1', pageSize: '10' },
      { ids: 'm-3', type: '1', pageNum: '1', pageSize: '10' },
    ]);
  });

  it('says 暂无素材 for a side without materials, asking nothing for a side without ids', async () => {
    const calls = recordCalls(MATERIAL_API.pageList);
    const { dialog } = await openViewer({ creativeId: 'c-2', materialIds: { before: [], after: ['none-1'] } });
    await waitFor(() => expect(within(dialog).getAllByText('暂无素材')).toHaveLength(2));
    expect(calls.bodies().map((b) => b.ids)).toEqual(['none-1']);
  });

  it('plays videos, and refuses a material address off the allowed hosts', async () => {
    const { dialog } = await openViewer(
      { creativeId: 'c-3', materialIds: { before: ['v-1'], after: [] }, materialType: 2 },
      [
        http.post(apiPath(MATERIAL_API.pageList), () =>
          Response.json({
            code: 0,
            data: {
              items: [
                { mId: 'v-1', type: 2, materialUrl: '/dev-material/v-1.mp4' },
                { mId: 'v-2', type: 2, materialUrl: 'javascript:alert(1)' },
                { mId: null, type: 2, materialUrl: '/x.mp4' },
              ],
            },
          }),
        ),
      ],
    );
    const before = within(dialog).getByRole('region', { name: '修改前' });
    await within(before).findByText('素材 v-1 · 视频');
    expect(before.querySelector('video')).toHaveAttribute('src', '/dev-material/v-1.mp4');
    expect(within(before).getByText('素材地址不可用')).toBeInTheDocument();
    expect(before.querySelectorAll('li')).toHaveLength(2);
  });

  it('shows a QR preview for each interactive material (GET, page 1, size 10, the creative id)', async () => {
    const calls = recordCalls(MATERIAL_API.interactiveList);
    const { dialog } = await openViewer({
      creativeId: 'c-4',
      materialIds: { before: [], after: ['i-1'] },
      materialType: 4,
    });
    const section = within(dialog).getByRole('region', { name: '互动素材' });
    const qr = await within(section).findByRole('img', { name: '扫码预览“春节集福互动红包雨”' });
    expect(qr.querySelector('svg')).not.toBeNull();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.pathname).toBe(MATERIAL_API.interactiveList);
    expect(calls[0]!.params).toEqual({ pageNum: '1', pageSize: '10', id: 'c-4' });
  });

  it('previews only by the one URL policy: no API path, http, other port or unlisted host (issue 35)', async () => {
    const items = [
      ['API 路径', '/v2/communal/owner/info'],
      ['退出登录', '/logoutV2'],
      ['明文地址', `http://${DEV_APPS_HOST}/p/1`],
      ['其他端口', `https://${DEV_APPS_HOST}:8443/p/2`],
      ['其他主机', 'https://evil.example.com/p/3'],
      ['正常预览', `https://${DEV_APPS_HOST}/p/4`],
    ].map(([name, previewUrl]) => ({ name, previewUrl }));
    const { dialog, location } = await openViewer(
      { creativeId: 'c-9', materialIds: { before: [], after: [] }, materialType: 4 },
      [http.get(apiPath(MATERIAL_API.interactiveList), () => ok({ items, total: items.length }))],
    );
    const section = within(dialog).getByRole('region', { name: '互动素材' });
    await within(section).findByRole('img', { name: '扫码预览“正常预览”' });
    expect(within(section).getAllByRole('img')).toHaveLength(1);
    expect(within(section).getAllByText('预览地址不可用')).toHaveLength(5);
    expect(within(section).getAllByRole('button', { name: '打开预览' })).toHaveLength(1);
    await userEvent.click(within(section).getByRole('button', { name: '打开预览' }));
    expect(location.opened).toEqual([{ url: `https://${DEV_APPS_HOST}/p/4`, target: '_blank' }]);
  });

  it('shows the store-app creative icon (GET …/get/{id} with ownerId and id)', async () => {
    const calls = recordCalls(`${MATERIAL_API.appCreative}/*`);
    const { dialog } = await openViewer({ creativeId: 'c-5', materialIds: { before: [], after: [] }, storeApp: true });
    expect(await within(dialog).findByRole('img', { name: '应用图标（创意 c-5）' })).toBeInTheDocument();
    expect(calls[0]!.url.pathname).toBe(`${MATERIAL_API.appCreative}/c-5`);
    expect(calls[0]!.params).toEqual({ ownerId: '200001', id: 'c-5' });
  });

  it('shows store-app and interactive failures inside the viewer, with no toast and no redirect', async () => {
    const { dialog, runtime, location } = await openViewer(
      { creativeId: 'fail-7', materialIds: { before: [], after: [] }, materialType: 4, storeApp: true },
      // A 403 from the interactive call would send the page to the login page if it were handled automatically.
      [http.get(apiPath(MATERIAL_API.interactiveList), () => fail(403, '登录已失效'))],
    );
    expect(
      await within(dialog).findByText('应用商店创意加载失败：应用商店创意服务繁忙，请稍后再试'),
    ).toBeInTheDocument();
    expect(await within(dialog).findByText(/^互动素材加载失败：/)).toBeInTheDocument();
    expect(runtime.container.resolve(notifierRef).notices).toEqual([]);
    expect(location.assigned).toEqual([]);
  });

  it('closes with 关闭', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    const { dialog } = await openViewer({ creativeId: 'c-6', materialIds: { before: [], after: [] } }, [], onClose);
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalled();
  });
});
