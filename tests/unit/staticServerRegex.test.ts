/**
 * `npm run serve` compiles no regular expression per request: routing a
 * corpus of paths (aliases, pages, unknown paths, bad encodings) and
 * classifying refused requests never calls the RegExp constructor.
 */
import {ROUTING_CASES} from '../helpers/routingCases';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the server is CommonJS, shared with scripts/
const {route, clientErrorStatus} = require('@site/scripts/static-server.cjs') as {
  route: (root: string, rawPath: string) => {status: number};
  clientErrorStatus: (error: {code: string; rawPacket?: Buffer}, maxRequestLine: number) => number;
};

it('routes every path of the shared cases without compiling a regular expression', () => {
  const paths = ROUTING_CASES.map((c) => c.path);
  route('/nonexistent-root', '/warm-up');
  const spy = jest.spyOn(globalThis, 'RegExp');
  try {
    for (const p of paths) route('/nonexistent-root', p);
    clientErrorStatus({code: 'HPE_INVALID_METHOD', rawPacket: Buffer.from('FOO / HTTP/1.1\r\n')}, 8192);
    clientErrorStatus({code: 'HPE_HEADER_OVERFLOW', rawPacket: Buffer.from('aaaa HTTP/1.1\r\nHost: x')}, 8192);
    expect(spy).not.toHaveBeenCalled();
  } finally {
    spy.mockRestore();
  }
  expect(paths.length).toBeGreaterThan(500);
});

it('answers refused requests as nginx does', () => {
  const status = (code: string, raw: string) => clientErrorStatus({code, rawPacket: Buffer.from(raw)}, 8192);
  expect(status('HPE_INVALID_METHOD', 'FOO / HTTP/1.1\r\nHost: a\r\n')).toBe(405);
  expect(status('HPE_INVALID_METHOD', 'get / HTTP/1.1\r\n')).toBe(400);
  expect(status('HPE_INVALID_METHOD', 'GARBAGE\r\n\r\n')).toBe(400);
  expect(status('HPE_INVALID_VERSION', 'GET / HTTP/9.9\r\n')).toBe(505);
  expect(status('HPE_HEADER_OVERFLOW', `GET /${'a'.repeat(9000)}`)).toBe(414);
  expect(status('HPE_HEADER_OVERFLOW', 'aaaa HTTP/1.1\r\nHost: x\r\n')).toBe(414);
  expect(status('HPE_HEADER_OVERFLOW', 'GET / HTTP/1.1\r\nCookie: bbbb')).toBe(431);
  expect(status('HPE_HEADER_OVERFLOW', 'bbbbbbbb\r\nX-A: b')).toBe(431);
  expect(status('HPE_INVALID_HEADER_TOKEN', 'GET / HTTP/1.1\r\nBad Header: x\r\n')).toBe(400);
});
