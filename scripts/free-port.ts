import net from 'node:net';

/** A loopback port nothing listens on right now (the OS picks it), for a server about to start. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net
      .createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
  });
}
