import net from 'node:net';

/**
 * A TCP proxy on loopback in front of a server (PostgreSQL in the fault tests), which the test can
 * freeze: it stops forwarding in both directions without closing anything, the way a hung host or a
 * dropped network path looks to a client (no reset, no answer). Thawing forwards what waited.
 */
export type TcpProxy = {
  port: number;
  /** The URL with host and port replaced by the proxy's. */
  url(targetUrl: string): string;
  freeze(): void;
  thaw(): void;
  /**
   * Thaws for new connections only: the open ones stay frozen for good, as after a network path
   * that died without a reset (a rebooted NAT, a moved address). Their clients must give up on them.
   */
  abandonOpenConnections(): void;
  close(): Promise<void>;
};

type Link = { from: net.Socket; to: net.Socket; held: Buffer[]; abandoned: boolean };

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let frozen = false;
  const links = new Set<Link>();
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A reset while the test tears things down is expected; without a listener it would throw.
    socket.on('error', () => socket.destroy());
  };

  /** Forwards `from` to `to`, holding the data back while frozen. */
  const forward = (from: net.Socket, to: net.Socket) => {
    const link: Link = { from, to, held: [], abandoned: false };
    links.add(link);
    from.on('data', (chunk) => {
      if (frozen || link.abandoned) link.held.push(chunk);
      else to.write(chunk);
    });
    from.on('end', () => to.end());
    from.on('close', () => {
      links.delete(link);
      to.destroy();
    });
  };

  const server = net.createServer((client) => {
    track(client);
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('proxy has no port');

  return {
    port: address.port,
    url(targetUrl) {
      const url = new URL(targetUrl);
      url.hostname = '127.0.0.1';
      url.port = String(address.port);
      return url.toString();
    },
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      for (const link of links) {
        if (!link.abandoned) for (const chunk of link.held.splice(0)) link.to.write(chunk);
      }
    },
    abandonOpenConnections() {
      for (const link of links) link.abandoned = true;
      frozen = false;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
