import fs from 'node:fs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {isLastLocale} from '../index';
import {otherPostBuildsDone, runsLast} from '../order';

const context = {} as LoadContext;
const props = {} as Parameters<NonNullable<Plugin['postBuild']>>[0];

describe('runsLast', () => {
  it("runs the last plugin's postBuild after every other one has finished, when all start at once", async () => {
    const log: string[] = [];
    const slow = (name: string, ms: number) => (): Plugin => ({
      name,
      async postBuild() {
        await new Promise((r) => setTimeout(r, ms));
        log.push(name);
      },
    });
    const last = (): Plugin => ({
      name: 'last',
      async postBuild() {
        await otherPostBuildsDone();
        log.push('last');
      },
    });
    const plugins = await Promise.all(runsLast([slow('a', 60), slow('b', 10)], last).map((f) => f(context, {})));
    // As @docusaurus/core does: every postBuild at the same time.
    await Promise.all(plugins.map((p) => p?.postBuild?.(props)));
    expect(log).toEqual(['b', 'a', 'last']);
  });

  it('also when another postBuild fails', async () => {
    const failing = (): Plugin => ({name: 'f', postBuild: () => Promise.reject(new Error('x'))});
    const plugins = await Promise.all(runsLast([failing], () => ({name: 'l'})).map((f) => f(context, {})));
    await expect(plugins[0]!.postBuild!(props)).rejects.toThrow('x');
    await expect(otherPostBuildsDone()).resolves.toBeUndefined();
  });

  it('relies on @docusaurus/core running all postBuild hooks at once (fails when that changes)', () => {
    const source = fs.readFileSync(require.resolve('@docusaurus/core/lib/commands/build/buildLocale.js'), 'utf8');
    expect(source).toMatch(
      /async function executePluginsPostBuild[\s\S]*?await Promise\.all\(plugins\.map\(async \(plugin\) => \{/,
    );
  });
});

describe('isLastLocale', () => {
  it('is the last locale Docusaurus builds: the default first, then the others in config order', () => {
    const locales = ['nl', 'en', 'de', 'es', 'ru', 'ar'];
    expect(locales.filter((l) => isLastLocale(l, locales, 'nl'))).toEqual(['ar']);
    expect(locales.filter((l) => isLastLocale(l, ['ar', 'nl', 'en'], 'ar'))).toEqual(['en']);
  });

  it('relies on @docusaurus/core building the default locale first, then the rest in order (fails when that changes)', () => {
    const source = fs.readFileSync(require.resolve('@docusaurus/core/lib/commands/build/build.js'), 'utf8');
    expect(source).toMatch(
      /return \[\s*defaultLocale,\s*\.\.\.locales\.filter\(\(locale\) => locale !== defaultLocale\),\s*\];/,
    );
    expect(source).toMatch(/mapAsyncSequential\)\(locales,/);
  });
});
