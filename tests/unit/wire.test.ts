/**
 * The phone link of `npm run audit` (scripts/workflow/wire.ts): a response
 * arrives in flights of a doubling window, one round trip apart, after the
 * handshake; the downlink caps throughput, shared by all connections.
 */
import net from 'node:net';
import {PHONE, startWire, type Wire} from '../../scripts/workflow/wire';

/** A server that answers any bytes with `size` bytes, then closes. */
function startSender(size: number): Promise<net.Server> {
  const server = net.createServer((socket) => {
    socket.once('data', () => socket.end(Buffer.alloc(size, 120)));
    socket.on('error', () => {});
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Sends a request through the wire; resolves to when each byte count arrived (ms after connecting). */
function fetchThrough(wire: Wire): Promise<{at: number; total: number}[]> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const arrivals: {at: number; total: number}[] = [];
    let total = 0;
    const socket = net.connect(wire.port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\n\r\n'));
    socket.on('data', (chunk) => {
      total += chunk.length;
      arrivals.push({at: Date.now() - started, total});
    });
    socket.on('end', () => resolve(arrivals));
    socket.on('error', reject);
  });
}

describe('the modelled phone link', () => {
  let sender: net.Server | undefined;
  let wire: Wire | undefined;
  afterEach(async () => {
    await wire?.close();
    if (sender) await new Promise((r) => sender!.close(r));
    wire = sender = undefined;
  });

  async function setUp(size: number) {
    sender = await startSender(size);
    wire = await startWire({host: '127.0.0.1', port: (sender.address() as net.AddressInfo).port});
    return wire;
  }

  it('models the phone link: 150 ms round trip, 1.6 Mbit/s, a first flight of 14,600 bytes', () => {
    expect(PHONE).toEqual({rttMs: 150, downlinkBytesPerS: 200_000, initialWindow: 14_600});
  });

  it('delivers a 30 KB response in two flights after the handshake: about three round trips', async () => {
    const arrivals = await fetchThrough(await setUp(30_000));
    // Timers fire late on a busy machine, never early: the bounds below are lower bounds (1 ms slack).
    // Handshake (150) and request (75) first; then the first flight of 14,600 bytes, and the rest
    // one round trip later: its first byte no sooner than 150 + 75 + 150 + 75 ms.
    expect(arrivals[0]!.at).toBeGreaterThanOrEqual(150 + 75 + 75 - 1);
    expect(arrivals.find((a) => a.total > 14_600)!.at).toBeGreaterThanOrEqual(450 - 1);
    const last = arrivals.at(-1)!;
    expect(last.total).toBe(30_000);
    // About three round trips: 150 + 75, a round trip between the flights, the second flight's
    // 15,400 bytes on the link at 1.6 Mbit/s (77 ms), 75 down.
    expect(last.at).toBeGreaterThanOrEqual(150 + 75 + 150 + 77 + 75 - 1);
    expect(last.at).toBeLessThan(1200);
  });

  it('caps throughput at 1.6 Mbit/s, shared by the connections of the proxy', async () => {
    const link = await setUp(200_000);
    const started = Date.now();
    const both = await Promise.all([fetchThrough(link), fetchThrough(link)]);
    const elapsed = Date.now() - started;
    for (const arrivals of both) expect(arrivals.at(-1)!.total).toBe(200_000);
    // 400,000 bytes at 200,000 bytes/s: at least 2 s, whatever the windows allow.
    expect(elapsed).toBeGreaterThanOrEqual(2000 + 300);
    expect(elapsed).toBeLessThan(3500);
  }, 15_000);
});
