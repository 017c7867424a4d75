import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPath, delay, fail, http, HttpResponse, paramsOf } from '@portico/dev';
import { PageBlueprint, definePlugin } from '@portico/sdk';
import { ExportButton } from '@portico/ui';
import { renderPortal } from '@portico/sdk/testing';

const EXPORT = '/v3/demo/export';
const CSV = '日期,消耗（元）\n2026-11-01,1234.50\n';

const plugin = definePlugin({
  id: 'export-demo',
  contributes: [
    PageBlueprint.make({
      path: '/markets/demo/export',
      title: '导出示例',
      loader: async () => ({
        default: () => (
          <ExportButton
            request={{ path: EXPORT, params: { beginDate: '2026-11-01', endDate: '2026-11-07' }, fileName: '示例.csv' }}
          />
        ),
      }),
    }),
  ],
});

const boot = (handler: Parameters<typeof http.post>[1]) =>
  renderPortal({ plugins: [plugin], route: '/markets/demo/export', handlers: [http.post(apiPath(EXPORT), handler)] });

describe('ExportButton / useExport', () => {
  it('posts the parameters in download mode and saves the file under its name', async () => {
    const sent: Array<Record<string, string>> = [];
    const { downloads } = await boot(async ({ request }) => {
      sent.push(await paramsOf(request));
      return new HttpResponse(CSV, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
    });
    await userEvent.click(await screen.findByRole('button', { name: '导出' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0].fileName).toBe('示例.csv');
    expect(await downloads[0].blob.text()).toBe(CSV);
    expect(sent).toEqual([{ beginDate: '2026-11-01', endDate: '2026-11-07' }]);
    expect(screen.queryByText('文件导出失败')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '导出' })).toBeEnabled();
  });

  it.each([
    ['a failure envelope', () => fail(500, '导出服务异常')],
    ['a server error page', () => new HttpResponse('<html>502</html>', { status: 502 })],
    ['a network failure', () => HttpResponse.error()],
  ])('shows 文件导出失败 for %s and saves nothing', async (_name, answer) => {
    const { downloads } = await boot(answer);
    await userEvent.click(await screen.findByRole('button', { name: '导出' }));
    expect(await screen.findByText('文件导出失败')).toBeInTheDocument();
    expect(screen.queryByText('导出服务异常')).not.toBeInTheDocument();
    expect(downloads).toHaveLength(0);
  });

  it('a 403 goes to login without 文件导出失败 (spec §8)', async () => {
    const { location } = await boot(() => fail(403, '登录已失效'));
    await userEvent.click(await screen.findByRole('button', { name: '导出' }));
    await waitFor(() => expect(location.assigned[0]).toContain('/market/login/index.html?redirect='));
    expect(screen.queryByText('文件导出失败')).not.toBeInTheDocument();
  });

  it('shows progress while the file arrives; 取消导出 aborts the call, saves nothing and shows no error', async () => {
    let aborted = false;
    const { downloads } = await boot(async ({ request }) => {
      request.signal.addEventListener('abort', () => (aborted = true));
      await delay(30_000);
      return new HttpResponse(CSV, { headers: { 'Content-Type': 'text/csv' } });
    });
    await userEvent.click(await screen.findByRole('button', { name: '导出' }));
    expect(await screen.findByRole('progressbar', { name: '导出进度' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导出中…' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: '取消导出' }));
    await waitFor(() => expect(aborted).toBe(true));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '导出' })).toBeEnabled();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('文件导出失败')).not.toBeInTheDocument();
    expect(downloads).toHaveLength(0);
  });
});
