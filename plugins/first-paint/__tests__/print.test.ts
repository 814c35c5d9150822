import {splitPrintRules} from '../print';
import {emptyVocabulary} from '../prune';

describe('splitPrintRules: print rules in a stylesheet of their own', () => {
  it('moves every @media print block, with its cascade layers, and leaves the rest', () => {
    const css =
      '@layer a,b;@layer a{:root{--gap:1rem}.x{color:red}@media print{.nav{display:none}}}' +
      '.y{margin:var(--gap)}@media print{.y{padding:var(--gap)}}@media screen{.z{color:blue}}' +
      '@media only print{.w{break-inside:avoid}}';
    const {screen, print} = splitPrintRules(css, emptyVocabulary());
    expect(screen).not.toContain('print');
    expect(screen).toContain('.x{color:red}');
    expect(screen).toContain('@media screen{.z{color:blue}}');
    expect(print).toContain('@layer a,b;');
    expect(print).toContain('@layer a{.nav{display:none}}');
    expect(print).not.toContain('.x{');
    expect(print).not.toContain('.z{');
    expect(print).toContain('.w{break-inside:avoid}');
    // A constant of the screen stylesheet is written out: the page may print before it loads.
    expect(print).toContain('.y{padding:1rem}');
  });

  it('gives no print stylesheet when there are no print rules', () => {
    expect(splitPrintRules('@layer a;.x{color:red}', emptyVocabulary()).print).toBe('');
  });

  it('fails, naming the rule and property, when a print rule reads a custom property that is not constant', () => {
    const css = ':root{--c:red}.dark{--c:blue}@media print{.p{color:var(--c)}}';
    expect(() => splitPrintRules(css, emptyVocabulary())).toThrow(/\.p \{color\} reads --c/);
  });
});
