import * as rspack from '@rspack/core';
import type {CurrentBundler} from '@docusaurus/types';
import {utf8Minifier} from '..';

const bundler = {name: 'rspack', instance: rspack} as unknown as CurrentBundler;

describe('lean-bundle utf8Minifier', () => {
  it("replaces Docusaurus's SWC minifier and leaves the CSS minifier alone", () => {
    const js = new rspack.SwcJsMinimizerRspackPlugin({minimizerOptions: {format: {ascii_only: true}}});
    const css = new rspack.LightningCssMinimizerRspackPlugin();
    const optimization = {minimize: true, minimizer: [js, css]};
    utf8Minifier(optimization, bundler);
    expect(optimization.minimizer[0]).toBeInstanceOf(rspack.SwcJsMinimizerRspackPlugin);
    expect(optimization.minimizer[0]).not.toBe(js);
    expect(optimization.minimizer[1]).toBe(css);
  });

  it('does nothing where nothing is minified (npm start, --no-minify)', () => {
    const optimization = {minimize: false, minimizer: undefined};
    expect(() => utf8Minifier(optimization, bundler)).not.toThrow();
    expect(optimization.minimizer).toBeUndefined();
  });

  it('fails the build, saying so, when Docusaurus minifies scripts another way', () => {
    const optimization = {minimize: true, minimizer: [new rspack.LightningCssMinimizerRspackPlugin()]};
    expect(() => utf8Minifier(optimization, bundler)).toThrow(/SwcJsMinimizerRspackPlugin/);
  });
});
