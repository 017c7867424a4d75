// Loopback servers for faults `page.route` cannot fake: a redirect it fakes is followed outside
// interception, and its answers always carry their exact length. A proxy in front of the e2e portal
// server (PORTS.main) answers the paths a test chooses itself and passes everything else on.
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PORTS } from '../../playwright.config';

/** Starts `server` on a free loopback port; resolves to its origin. */
export const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

/** Stops `server`, ending the connections a browser keeps open. */
export const close = (server: Server) =>
  new Promise((resolve) => {
    server.close(resolve);
    server.closeAllConnections();
  });

/**
 * The e2e portal behind a proxy: `answer` handles a request itself by returning true (it then
 * writes the whole answer); every other request goes to the portal server unchanged.
 */
export function startPortalProxy(answer: (req: IncomingMessage, res: ServerResponse, path: string) => boolean): Server {
  return createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://proxy.invalid').pathname;
    if (answer(req, res, path)) return;
    const upstream = request(
      { host: '127.0.0.1', port: PORTS.main, method: req.method, path: req.url, headers: req.headers },
      (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
}
