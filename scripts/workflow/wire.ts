/**
 * A TCP proxy modelling a phone link in front of a local server, for `npm run audit`: half a round
 * trip each way (a new connection pays a whole one first); one downlink shared by all connections
 * (the uplink unlimited); slow start per connection from 10 segments, the window doubling each round
 * trip (it does not shrink while a kept-alive connection idles).
 */
import net from 'node:net';

export interface WireModel {
  rttMs: number;
  /** Downlink, bytes per second, shared by all connections. */
  downlinkBytesPerS: number;
  /** The first flight of a connection, bytes. */
  initialWindow: number;
}

/** 150 ms round trip, 1.6 Mbit/s, 10 × 1,460-byte segments. */
export const PHONE: WireModel = {rttMs: 150, downlinkBytesPerS: 1_600_000 / 8, initialWindow: 14_600};

/** Writes chunks to a socket in order, each at its time (epoch ms, non-decreasing); `null` ends it. */
function timedWriter(socket: net.Socket) {
  const queue: {at: number; chunk: Buffer | null}[] = [];
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    timer = undefined;
    while (queue.length && queue[0]!.at <= Date.now()) {
      const {chunk} = queue.shift()!;
      if (chunk) socket.write(chunk);
      else socket.end();
    }
    if (queue.length) timer = setTimeout(flush, queue[0]!.at - Date.now());
  };
  return (at: number, chunk: Buffer | null) => {
    queue.push({at, chunk});
    if (!timer) timer = setTimeout(flush, Math.max(0, at - Date.now()));
  };
}

export interface Wire {
  origin: string;
  port: number;
  close: () => Promise<void>;
}

/** Listens on a free local port and forwards every connection to `target` through the model. */
export function startWire(target: {host: string; port: number}, model: WireModel = PHONE): Promise<Wire> {
  const oneWay = model.rttMs / 2;
  let linkFreeAt = 0; // when the shared downlink has sent what it was given
  const sockets = new Set<net.Socket>();

  const server = net.createServer((client) => {
    const opened = Date.now();
    const upstream = net.connect(target);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    const toServer = timedWriter(upstream);
    const toClient = timedWriter(client);
    // Requests: after the handshake, half a round trip.
    const up = (chunk: Buffer | null) => toServer(Math.max(Date.now(), opened + model.rttMs) + oneWay, chunk);
    client.on('data', up);
    client.on('end', () => up(null));

    // Responses: a window per round trip, then the shared link, then half a round trip.
    let window = model.initialWindow;
    let flightStart = -Infinity;
    let sentInFlight = 0;
    const pending: Buffer[] = [];
    let ended = false;
    let wake: NodeJS.Timeout | undefined;
    const pump = () => {
      wake = undefined;
      while (pending.length) {
        const now = Date.now();
        if (now >= flightStart + model.rttMs) {
          if (sentInFlight > 0) window *= 2;
          flightStart = Math.max(now, linkFreeAt);
          sentInFlight = 0;
        }
        const room = window - sentInFlight;
        if (room <= 0) {
          wake = setTimeout(pump, flightStart + model.rttMs - now);
          return;
        }
        let chunk = pending.shift()!;
        if (chunk.length > room) {
          pending.unshift(chunk.subarray(room));
          chunk = chunk.subarray(0, room);
        }
        sentInFlight += chunk.length;
        linkFreeAt = Math.max(now, linkFreeAt) + (chunk.length / model.downlinkBytesPerS) * 1000;
        toClient(linkFreeAt + oneWay, chunk);
      }
      if (ended) toClient(Math.max(Date.now(), linkFreeAt) + oneWay, null);
    };
    upstream.on('data', (chunk) => {
      pending.push(chunk);
      if (!wake) pump();
    });
    upstream.on('end', () => {
      ended = true;
      if (!wake) pump();
    });
  });

  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        port,
        close: () =>
          new Promise<void>((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
