/**
 * Every private reliance (./registry RELIANCES) and every ejected or unsafe
 * theme override (./swizzles REASONS) says whose need it serves and why no
 * public API or wrapper does it; the table has no entry for an override that
 * is gone.
 */
import path from 'node:path';
import {RELIANCES} from '../registry';
import {THEME_DIRS} from '../plugin';
import {REASONS, installedThemes, needsReason, overrides, type Theme} from '../swizzles';

const SITE_DIR = path.join(__dirname, '..', '..', '..');
const WHO = /^(patient|writer|translator|operator): \S/;

describe('reasons', () => {
  it.each(RELIANCES.map((r) => [r.id, r] as const))('reliance %s serves a need and says why not public', (_, r) => {
    expect(r.serves).toMatch(WHO);
    expect(r.whyNotPublic.trim()).not.toBe('');
  });

  const themes = installedThemes();
  const list = THEME_DIRS.flatMap((dir) => overrides(path.join(SITE_DIR, dir), dir));
  const needing = list.filter((o) => needsReason(o, themes)).map((o) => o.component);

  it.each(needing)('override %s serves a need and says why not public', (component) => {
    const reason = REASONS[component];
    expect(reason).toBeDefined();
    expect(reason!.serves).toMatch(WHO);
    expect(reason!.whyNotPublic.trim()).not.toBe('');
  });

  it('list no override that is gone or needs none', () => {
    expect(Object.keys(REASONS).sort()).toEqual([...needing].sort());
  });

  it('require a reason of an ejected component, and of a wrapper the theme does not mark safe', () => {
    const safeWrap: Theme = {...themes[0]!, safety: (_, action) => (action === 'wrap' ? 'safe' : undefined)};
    const x = {component: 'X', dir: 'src/theme'};
    expect(needsReason({...x, action: 'eject'}, [safeWrap])).toBe(true);
    expect(needsReason({...x, action: 'wrap'}, [safeWrap])).toBe(false);
    expect(needsReason({...x, action: 'wrap'}, themes)).toBe(true);
    expect(needsReason({component: 'Root', dir: 'src/theme', action: 'eject'}, themes)).toBe(false);
  });
});
