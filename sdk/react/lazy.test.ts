import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElement, Suspense, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExtensionBoundary } from './ExtensionBoundary';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  ChunkLoadError,
  lazyFromLoader,
  preloadComponent,
  useRetryableLazy,
  withChunkTimeout,
} from './lazy';

describe('withChunkTimeout', () => {
  afterEach(() => vi.useRealTimers());

  it('fails a chunk that has not arrived after 120 s, not before', async () => {
    vi.useFakeTimers();
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const result = withChunkTimeout(() => new Promise(() => undefined)).then(
      () => 'loaded',
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).message).toMatch(/120 s/);
  });

  it('turns a failed import into a ChunkLoadError', async () => {
    await expect(
      withChunkTimeout(() => Promise.reject(new Error('Failed to fetch dynamically imported module'))),
    ).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('passes a loaded chunk through', async () => {
    await expect(withChunkTimeout(async () => ({ default: 42 }))).resolves.toEqual({ default: 42 });
  });
});

const Hello = ({ name }: { name: string }) => createElement('p', null, `你好 ${name}`);
const inSuspense = (Component: ComponentType<{ name: string }>) =>
  createElement(Suspense, { fallback: createElement('p', null, '加载中') }, createElement(Component, { name: '甲' }));

describe('lazyFromLoader', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives one component per loader, before and after its chunk arrived', async () => {
    const loader = async () => ({ default: Hello });
    const before = lazyFromLoader(loader);
    render(inSuspense(before));
    expect(await screen.findByText('你好 甲')).toBeInTheDocument();
    expect(lazyFromLoader(loader)).toBe(before);
  });

  it('renders a preloaded component without suspending', async () => {
    const loader = vi.fn(async () => ({ default: Hello }));
    await preloadComponent(loader);
    render(inSuspense(lazyFromLoader(loader)));
    expect(screen.queryByText('加载中')).toBeNull();
    expect(screen.getByText('你好 甲')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledOnce();
  });

  it('offers a retry for a failed chunk that loads it again; a later mount then renders at once', async () => {
    let attempts = 0;
    const loader = () =>
      ++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Hello });
    const Host = () => {
      const [Lazy, retry] = useRetryableLazy(loader);
      return createElement(ExtensionBoundary, {
        pluginId: 'p',
        extensionId: 'x',
        onRetry: retry,
        children: createElement(Lazy, { name: '甲' }),
      });
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // the boundary logs the failure
    const { unmount } = render(createElement(Host));
    await userEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('你好 甲')).toBeInTheDocument();
    expect(attempts).toBe(2);
    unmount();
    render(inSuspense(lazyFromLoader(loader)));
    expect(screen.getByText('你好 甲')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
