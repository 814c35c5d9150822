import {processWide} from '../processWide';
import type * as ProcessWide from '../processWide';

describe('processWide', () => {
  it('returns the same value for a key across calls, and initialises it once', () => {
    let calls = 0;
    const init = () => ({n: ++calls});
    const a = processWide('test-key', init);
    const b = processWide('test-key', init);
    expect(b).toBe(a);
    expect(calls).toBe(1);
    expect(processWide('other-test-key', init)).not.toBe(a);
  });

  it('keeps the value when the module is loaded afresh, as Docusaurus loads the config for each locale', () => {
    const first = processWide('fresh-load-key', () => ({}));
    let again: unknown;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module
      const fresh = require('../processWide') as typeof ProcessWide;
      expect(fresh.processWide).not.toBe(processWide);
      again = fresh.processWide('fresh-load-key', () => ({}));
    });
    expect(again).toBe(first);
  });
});
