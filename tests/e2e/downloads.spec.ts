// Downloads (issue 35, item 8): the name a server gives a file never costs the file. A malformed
// `filename*` in `Content-Disposition` threw a URIError once the body had arrived, and the export
// ended with no file and no message.
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support';

type RequestWindow = {
  __portico: { request: { call(path: string, params: object, options: object): Promise<unknown> } };
};

const EXPORT = '/v3/test/export';
const CSV = '日期,消耗\n2026-11-01,12.50\n';

/** A download through the portal's request service (as a plugin's or a sub-app's export without its own name). */
const download = (page: Page) =>
  page.evaluate(
    (path) =>
      (window as unknown as RequestWindow).__portico.request.call(path, {}, { mode: 'download' }).then(
        () => 'ok',
        (e: Error) => `${e.name}: ${e.message}`,
      ),
    EXPORT,
  );

for (const [disposition, name] of [
  [`attachment; filename*=UTF-8''%zz%E6%8A.csv; filename="report.csv"`, 'report.csv'],
  // No usable name at all: the request service's default, `export`, to which Chromium adds the
  // extension of the answer's type.
  [`attachment; filename*=UTF-8''%E6%8A%A5%E8`, 'export.csv'],
] as const) {
  test(`a malformed filename* (${disposition}) still saves the file, as ${name}`, async ({ page }) => {
    await page.route(`**${EXPORT}`, (route) =>
      route.fulfill({
        status: 200,
        headers: { 'Content-Type': 'text/csv;charset=utf-8', 'Content-Disposition': disposition },
        body: CSV,
      }),
    );
    await loginAs(page, 'owner', '/markets/report/subaccount/consume');
    const saved = page.waitForEvent('download');
    expect(await download(page)).toBe('ok');
    const file = await saved;
    expect(file.suggestedFilename()).toBe(name);
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(CSV);
    await expect(page.getByText('文件导出失败')).toHaveCount(0);
  });
}
