import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, notifierRef, requestRef, useService, type RequestService } from '@portico/sdk';
import { UI_MESSAGES } from '../messages';

/** The parameters a request service call takes (the contract names the service, not its parameter type). */
type RequestParams = NonNullable<Parameters<RequestService['call']>[1]>;

/** What {@link useExport} downloads: the endpoint, its parameters and the file name to save as. */
export interface ExportRequest {
  /** Endpoint answering the file (the request service's `download` mode: POST form-encoded). */
  readonly path: string;
  /** Parameters of the export (the table's filters and sort). */
  readonly params?: RequestParams;
  /** File name the browser saves, e.g. `广告报表_2026-11-01_2026-11-07.csv`. */
  readonly fileName: string;
}

/** Where an export stands: nothing running, or running with the bytes so far. */
export type ExportState =
  | { readonly status: 'idle' }
  | {
      readonly status: 'running';
      /** Bytes received so far. */
      readonly loaded: number;
      /** Size the server announced, or null. */
      readonly total: number | null;
    };

/** What {@link useExport} returns. */
export interface ExportControl {
  readonly state: ExportState;
  /** Starts an export (ignored while one runs); resolves true when the file was saved. */
  start(request: ExportRequest): Promise<boolean>;
  /** Cancels the running export: its call is aborted, nothing is saved and nothing is shown. */
  cancel(): void;
}

/** Codes whose handling the request service already did (blocking page, login redirect). */
const HANDLED_CODES: ReadonlySet<number> = new Set([403, 405, 409]);

/**
 * Exports a table as a file through the request service's `download` mode (spec §7), with the
 * progress of the body as it arrives and a cancel that aborts the call (an `AbortSignal`). A
 * failure shows 文件导出失败 (spec §8); 403/409 and 405 keep the request service's handling
 * (login, blocking page) instead. An export still running when the component unmounts is aborted.
 * @example const { state, start, cancel } = useExport(); start({ path: API.export, params, fileName: '报表.csv' });
 */
export function useExport(): ExportControl {
  const request = useService(requestRef);
  const notifier = useService(notifierRef);
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async ({ path, params = {}, fileName }: ExportRequest) => {
      if (running.current) return false;
      const controller = new AbortController();
      running.current = controller;
      setState({ status: 'running', loaded: 0, total: null });
      try {
        await request.call<void>(path, params, {
          mode: 'download',
          fileName,
          silent: true,
          signal: controller.signal,
          onProgress: (loaded, total) => {
            if (!controller.signal.aborted) setState({ status: 'running', loaded, total });
          },
        });
        return true;
      } catch (err) {
        const handled = err instanceof ApiError && err.code !== null && HANDLED_CODES.has(err.code);
        if (!controller.signal.aborted && !handled) notifier.error(UI_MESSAGES.exportFailed);
        return false;
      } finally {
        if (running.current === controller) {
          running.current = null;
          setState({ status: 'idle' });
        }
      }
    },
    [request, notifier],
  );

  const cancel = useCallback(() => {
    const controller = running.current;
    if (!controller) return;
    running.current = null;
    controller.abort();
    setState({ status: 'idle' });
  }, []);

  return { state, start, cancel };
}
