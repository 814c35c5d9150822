import fs from 'node:fs';
import {processWide} from '../processWide';

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

  it('is needed because @docusaurus/utils loads the config afresh for each locale (fails when that changes)', () => {
    const source = fs.readFileSync(require.resolve('@docusaurus/utils/lib/moduleUtils.js'), 'utf8');
    expect(source).toMatch(/requireCache: false/);
  });
});
