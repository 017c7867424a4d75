import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent } from '@testing-library/react';
import { ApiError, requestRef } from '@portico/sdk';
import { createExtensionTester, mockService } from '@portico/sdk/testing';
import { API } from './api';
import { MESSAGES } from './messages';
import plugin from './plugin';

const WIDGET = 'header-widget:acme-weather/widget';
const PAGE = 'route:acme-weather/ext/acme-weather';
const sunny = () => vi.fn().mockResolvedValue({ city: '杭州', text: '晴', temp: 21 });

describe('acme-weather', () => {
  it("shows the weather of the city option, asked through the portal's request service", async () => {
    const call = sunny();
    const t = await createExtensionTester(plugin, {
      extension: WIDGET,
      options: { city: '杭州' },
      services: [mockService(requestRef, { call })],
    });
    expect(await t.findByText('杭州 晴 21°C')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(API.weather, { city: '杭州' }, { silent: true });
  });

  it('counts likes with its own state', async () => {
    const t = await createExtensionTester(plugin, {
      extension: WIDGET,
      services: [mockService(requestRef, { call: sunny() })],
    });
    fireEvent.click(await t.findByRole('button', { name: MESSAGES.likes(0) }));
    fireEvent.click(t.getByRole('button', { name: MESSAGES.likes(1) }));
    expect(t.getByRole('button', { name: MESSAGES.likes(2) })).toBeInTheDocument();
  });

  it('says so when the call fails', async () => {
    const call = vi.fn().mockRejectedValue(new ApiError('网络错误，请稍后再试', 'http', null, API.weather, 502));
    const t = await createExtensionTester(plugin, { extension: WIDGET, services: [mockService(requestRef, { call })] });
    expect(await t.findByText(MESSAGES.loadFailed)).toBeInTheDocument();
  });

  it('has a page at /markets/ext/acme-weather that asks again on 刷新', async () => {
    const call = sunny();
    const t = await createExtensionTester(plugin, { extension: PAGE, services: [mockService(requestRef, { call })] });
    expect(await t.findByRole('heading', { level: 1, name: MESSAGES.title })).toBeInTheDocument();
    expect(await t.findByText('杭州 晴 21°C')).toBeInTheDocument();
    // In act: the answer to the second call arrives in a promise the click started.
    await act(async () => fireEvent.click(t.getByRole('button', { name: MESSAGES.refresh })));
    expect(call).toHaveBeenCalledTimes(2);
    expect(await t.findByText('杭州 晴 21°C')).toBeInTheDocument();
  });
});
