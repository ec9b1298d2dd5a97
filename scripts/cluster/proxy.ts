import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import httpProxy from 'http-proxy';

export interface RoundRobinProxy {
  port: number;
  close(): Promise<void>;
}

/**
 * A small reverse proxy on loopback that hands each request to the next target in turn (round robin), the way a load
 * balancer in front of several API nodes does. It states the client's host, scheme and address in X-Forwarded-Host,
 * X-Forwarded-Proto and X-Forwarded-For (its own entry last), which the nodes read with TRUST_PROXY=1. A target that
 * cannot be reached answers 502. Each answer names the node that gave it in X-Served-By (node-1, node-2, ...), so a
 * test can tell that a session crossed nodes. Port 0 picks a free port.
 */
export async function startRoundRobinProxy(targets: string[], port: number): Promise<RoundRobinProxy> {
  if (targets.length === 0) throw new Error('startRoundRobinProxy needs at least one target');
  // Connections to the nodes are kept open and reused, as a real balancer does; a new one per request would cost more
  // than the proxying itself under load.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const proxy = httpProxy.createProxyServer({ agent, ws: true, proxyTimeout: 120_000 });
  let next = 0;
  const pick = () => next++ % targets.length;

  proxy.on('error', (error, _req, res) => {
    if (res instanceof http.ServerResponse) {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`Bad gateway: ${error.message}`);
    } else {
      (res as Socket).destroy();
    }
  });

  const forwarded = (req: http.IncomingMessage) => {
    const address = req.socket.remoteAddress ?? '';
    const earlier = req.headers['x-forwarded-for'];
    req.headers['x-forwarded-for'] = earlier ? `${String(earlier)}, ${address}` : address;
    req.headers['x-forwarded-host'] = req.headers.host ?? '';
    req.headers['x-forwarded-proto'] = 'http';
  };

  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    forwarded(req);
    const node = pick();
    res.setHeader('x-served-by', `node-${node + 1}`);
    proxy.web(req, res, { target: targets[node] });
  };
  const upgrade = (req: http.IncomingMessage, socket: Socket, head: Buffer) => {
    forwarded(req);
    proxy.ws(req, socket, head, { target: targets[pick()] });
  };
  const listen = (host: string, at: number) =>
    new Promise<http.Server>((resolve, reject) => {
      const server = http.createServer(handle);
      server.on('upgrade', upgrade);
      // Browsers keep idle connections for a while; closing them sooner fails their next request with a reset.
      server.keepAliveTimeout = 65_000;
      server.headersTimeout = 66_000;
      server.once('error', reject);
      server.listen(at, host, () => resolve(server));
    });

  // Loopback only: 127.0.0.1, and ::1 too where the machine has it (browsers may resolve *.localhost to either).
  const servers = [await listen('127.0.0.1', port)];
  const chosen = (servers[0].address() as AddressInfo).port;
  try {
    servers.push(await listen('::1', chosen));
  } catch {
    /* no IPv6 loopback here */
  }
  return {
    port: chosen,
    close: async () => {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.close(() => resolve());
              server.closeAllConnections();
            }),
        ),
      );
      agent.destroy();
      proxy.close();
    },
  };
}
