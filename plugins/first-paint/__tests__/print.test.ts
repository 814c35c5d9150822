import {splitPrintRules} from '../print';

describe('splitPrintRules: print rules in a stylesheet of their own', () => {
  it('moves every @media print block, with its cascade layers, and leaves the rest', () => {
    const css =
      '@layer a,b;@layer a{:root{--gap:1rem}.x{color:red}@media print{.nav{display:none}}}' +
      '.y{margin:var(--gap)}@media print{.y{padding:var(--gap)}}@media screen{.z{color:blue}}' +
      '@media only print{.w{break-inside:avoid}}';
    const {screen, print} = splitPrintRules(css);
    expect(screen).not.toContain('print');
    expect(screen).toContain('.x{color:red}');
    expect(screen).toContain('@media screen{.z{color:blue}}');
    expect(print).toContain('@layer a,b;');
    expect(print).toContain('@layer a{.nav{display:none}}');
    expect(print).not.toContain('.x{');
    expect(print).not.toContain('.z{');
    expect(print).toContain('.w{break-inside:avoid}');
    // Custom properties stay as written: the screen stylesheet declares them in print too.
    expect(print).toContain('.y{padding:var(--gap)}');
  });

  it('gives no print stylesheet when there are no print rules', () => {
    expect(splitPrintRules('@layer a;.x{color:red}').print).toBe('');
  });
});
