import { describe, expect, it, vi } from 'vitest';
import { within } from '@testing-library/react';
import { ApiError, requestRef } from '@portico/sdk';
import { createExtensionTester, mockService } from '@portico/sdk/testing';
import { API } from '../api';
import handlers from '../dev-api';
import { MESSAGES } from '../page/messages';
import plugin from './plugin';

/** The extension under test, by its id (kind:plugin/name). */
const EXTENSION = 'route:plugin-template/plugin-template';

describe('plugin-template', () => {
  it("shows the owner's to-dos from the dev API", async () => {
    const t = await createExtensionTester(plugin, { extension: EXTENSION, scenario: 'owner', handlers });
    expect(await t.findByRole('heading', { level: 1, name: MESSAGES.title })).toBeInTheDocument();
    expect(within(await t.findByRole('list', { name: MESSAGES.listLabel })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('counts at most the limit option, with a mocked request service', async () => {
    const list = [1, 2, 3, 4, 5].map((id) => ({ id, title: `待办事项 ${id}`, time: '2026-11-24 09:00' }));
    const call = vi.fn().mockResolvedValue({ count: 5, list });
    const t = await createExtensionTester(plugin, {
      extension: EXTENSION,
      options: { limit: 2 },
      services: [mockService(requestRef, { call })],
    });
    expect(within(await t.findByRole('list', { name: MESSAGES.listLabel })).getAllByRole('listitem')).toHaveLength(2);
    expect(call).toHaveBeenCalledWith(API.summary, {}, { silent: true });
  });

  it('says so when the call fails', async () => {
    const call = vi.fn().mockRejectedValue(new ApiError('网络错误，请稍后再试', 'http', null, API.summary, 502));
    const t = await createExtensionTester(plugin, {
      extension: EXTENSION,
      services: [mockService(requestRef, { call })],
    });
    expect(await t.findByRole('alert')).toHaveTextContent(MESSAGES.loadFailed);
  });

  it('is hidden from logged-out users (its when clause)', async () => {
    const t = await createExtensionTester(plugin, { extension: EXTENSION, scenario: 'logged-out', handlers });
    expect(t.visible()).toBe(false);
    expect(t.queryByText(/待办/)).toBeNull();
  });
});
