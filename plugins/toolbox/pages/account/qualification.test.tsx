import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPath, fail, http, ok } from '@portico/dev';
import { sessionRef } from '@portico/sdk';
import { renderPortal, type ScenarioName } from '@portico/sdk/testing';
import header from '../../../header/plugin';
import toolbox from '../../plugin';
import { ACCOUNT_API } from '../../api';
import { toolboxHandlers } from '../../dev-api';

/** Spec §7 qualification status call (the session's; the SDK does not publish its path). */
const STATUS_API = '/v3/communal/owner/customer/qualification/status';

/** A server whose status turns into `after` once an upload arrives; records each upload's form. */
function qualificationServer(before: number, after: number) {
  let status = before;
  const uploads: FormData[] = [];
  let statusReads = 0;
  return {
    uploads,
    statusReads: () => statusReads,
    handlers: [
      http.post(apiPath(STATUS_API), () => {
        statusReads += 1;
        return ok({ auditStatus: status });
      }),
      http.post(apiPath(ACCOUNT_API.qualificationUpload), async ({ request }) => {
        uploads.push(await request.formData());
        status = after;
        return ok({ auditStatus: after });
      }),
    ],
  };
}

async function openPage(scenario: ScenarioName, handlers: Parameters<typeof renderPortal>[0]['handlers'] = []) {
  const rendered = await renderPortal({
    plugins: [header, toolbox],
    scenario,
    route: '/markets/toolbox/personal/Index',
    handlers: [...(handlers ?? []), ...toolboxHandlers],
  });
  await screen.findByRole('heading', { level: 1, name: '资质管理' });
  return rendered;
}
const fileInput = () => screen.getByTestId('qualification-file') as HTMLInputElement;
const picker = () => screen.getByRole('button', { name: /^资质文件/ });
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const status = () => screen.getByTestId('qualification-status');

describe('资质管理 (personal/Index)', () => {
  it.each([
    ['owner', '审核通过'],
    ['owner-qual-missing', '未上传'],
    ['owner-qual-review', '审核中'],
    ['owner-qual-rejected', '审核驳回'],
  ] as const)('%s sees the status %s', async (scenario, label) => {
    await openPage(scenario);
    await waitFor(() => expect(within(status()).getByText(label)).toBeInTheDocument());
  });

  it('reads the status again from the qualification call when the page opens', async () => {
    const server = qualificationServer(0, 0);
    await openPage('owner-qual-missing', server.handlers);
    // Session load + page open.
    await waitFor(() => expect(server.statusReads()).toBe(2));
    expect(within(status()).getByText('审核中')).toBeInTheDocument();
  });

  it.each([
    [
      'a type it does not accept',
      new File(['x'], '资料.docx', { type: 'application/msword' }),
      '“资料.docx”的格式不支持，请上传 JPG、PNG、PDF 格式的文件',
    ],
    [
      'a file over 5 MB',
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], '营业执照.png', { type: 'image/png' }),
      '“营业执照.png”超过 5 MB，请压缩后重新上传',
    ],
  ])('refuses %s under the field, and sends nothing', async (_what, file, message) => {
    const server = qualificationServer(5, 0);
    await openPage('owner-qual-missing', server.handlers);
    choose(file);
    expect(await screen.findByText(message)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '提交审核' }));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(picker()).toHaveAttribute('aria-invalid', 'true');
    expect(picker()).toHaveAccessibleDescription(expect.stringContaining(message));
    await new Promise((r) => setTimeout(r, 100));
    expect(server.uploads).toHaveLength(0);
  });

  it('asks for a file before sending anything', async () => {
    const server = qualificationServer(5, 0);
    await openPage('owner-qual-missing', server.handlers);
    await userEvent.click(screen.getByRole('button', { name: '提交审核' }));
    expect(await screen.findByText('请先选择要上传的资质文件')).toBeInTheDocument();
    expect(server.uploads).toHaveLength(0);
  });

  it('uploads through the upload mode, reads the status again, and 新建创意 enables without a reload', async () => {
    const server = qualificationServer(5, 1);
    const { runtime } = await openPage('owner-qual-missing', server.handlers);
    const session = runtime.container.resolve(sessionRef);
    expect(session.createAdDisabled).toBe(true);
    const newCreative = await screen.findByRole('button', { name: '新建创意' });
    expect(newCreative).toHaveAttribute('aria-disabled', 'true');

    choose(new File(['%PDF-1.4'], '营业执照.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: '提交审核' }));

    expect(await screen.findByText('“营业执照.pdf”已提交，资质状态已更新。')).toBeInTheDocument();
    expect(server.uploads).toHaveLength(1);
    // Multipart with the file as chosen: its name, type and bytes.
    const sent = server.uploads[0].get('file') as File;
    expect([sent.name, sent.type, await sent.text()]).toEqual(['营业执照.pdf', 'application/pdf', '%PDF-1.4']);
    expect(server.uploads[0].get('qualificationType')).toBe('businessLicense');
    expect(within(status()).getByText('审核通过')).toBeInTheDocument();
    expect(session.createAdDisabled).toBe(false);
    await waitFor(() => expect(screen.getByRole('button', { name: '新建创意' })).not.toHaveAttribute('aria-disabled'));
  });

  it('an upload under review keeps ad creation disabled', async () => {
    const server = qualificationServer(5, 0);
    const { runtime } = await openPage('owner-qual-missing', server.handlers);
    choose(new File(['png'], 'license.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: '提交审核' }));
    await screen.findByText('“license.png”已提交，资质状态已更新。');
    expect(within(status()).getByText('审核中')).toBeInTheDocument();
    expect(runtime.container.resolve(sessionRef).createAdDisabled).toBe(true);
  });

  it('a refused upload shows the server message under the field and keeps the status', async () => {
    await openPage('owner-qual-missing', [
      http.post(apiPath(ACCOUNT_API.qualificationUpload), () => fail(1500, '文件内容无法识别，请重新上传')),
    ]);
    choose(new File(['png'], 'license.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: '提交审核' }));
    expect(await screen.findByText('文件内容无法识别，请重新上传')).toBeInTheDocument();
    expect(within(status()).getByText('未上传')).toBeInTheDocument();
  });
});

describe('资质列表 (personal/QualificationList)', () => {
  const open = (scenario: ScenarioName, handlers: Parameters<typeof renderPortal>[0]['handlers'] = []) =>
    renderPortal({
      plugins: [toolbox],
      scenario,
      route: '/markets/toolbox/personal/QualificationList',
      handlers: [...(handlers ?? []), ...toolboxHandlers],
    });

  it('lists the uploaded qualifications with status and validity', async () => {
    await open('owner');
    const table = await screen.findByRole('table', { name: '已上传的资质' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['营业执照', '营业执照（副本）.jpg', '审核通过', '2024-03-01 09:12', '2024-03-01 起长期有效', '—'],
      ['行业资质', '网络文化经营许可证.pdf', '审核通过', '2025-01-10 15:40', '2025-01-10 至 2027-01-09', '—'],
    ]);
  });

  it('shows the rejection reason', async () => {
    await open('owner-qual-rejected');
    expect(await screen.findByText('审核驳回')).toBeInTheDocument();
    expect(screen.getByText(/营业执照图片模糊/)).toBeInTheDocument();
  });

  it('shows 暂无数据 when nothing was uploaded', async () => {
    await open('owner-qual-missing');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('skips bad rows one by one', async () => {
    await open('owner', [
      http.post(apiPath(ACCOUNT_API.qualificationList), () =>
        ok({
          list: [{ id: 1, fileName: '好.png', auditStatus: 0 }, { id: 2, auditStatus: 1 }, 'x', { fileName: 'y' }],
        }),
      ),
    ]);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('好.png')).toBeInTheDocument();
  });

  it('a failing call leaves the page with 重试, which loads again', async () => {
    let calls = 0;
    await open('owner', [
      http.post(apiPath(ACCOUNT_API.qualificationList), () => (++calls === 1 ? fail(500, '系统繁忙') : undefined)),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
