import {CLOUDFLARE_LIMITS, assertWithinLimits, headersProblems} from '../limits';
import {headersFile} from '../../security-headers/headers';

const headers = (n: number) => Array.from({length: n}, (_, i) => `/p${i}/*\n  X-A: b`).join('\n');

describe("Cloudflare Pages' limits", () => {
  it('accepts the limits exactly and refuses one rule more, with a message naming the limit', () => {
    expect(headersProblems(headers(100))).toEqual([]);
    expect(headersProblems(headers(101))).toEqual([expect.stringMatching(/101 header rules .*100/)]);
    expect(headersProblems(`/a\n  X-A: ${'b'.repeat(CLOUDFLARE_LIMITS.lineLength)}`)).toEqual([
      expect.stringMatching(/a line of 2005 characters/),
    ]);
    expect(() => assertWithinLimits('_headers', headersProblems(headers(101)))).toThrow(
      /_headers is over Cloudflare Pages' limits/,
    );
  });

  it("keeps the site's own _headers within them", () => {
    expect(headersProblems(headersFile(["'sha256-x'"], ['/en', '/de', '/es', '/ru', '/ar']))).toEqual([]);
  });
});
