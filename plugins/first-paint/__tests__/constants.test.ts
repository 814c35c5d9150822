import postcss from 'postcss';
import {constantCustomProperties, substitute, writeOutConstants} from '../constants';
import {addHtml, addScript, emptyVocabulary, pruneCss} from '../prune';

const vocabulary = (html = '<p class=a></p>', js = '') => addScript(addHtml(emptyVocabulary(), html), js);

describe('constantCustomProperties', () => {
  it('takes custom properties declared once on :root (in a layer or not), chains written out', () => {
    const css =
      '@layer infima{:root{--space:1rem;--pad:calc(var(--space)*2);--font:system-ui,sans-serif}}' +
      ':root{--line:1px solid var(--colour,red)}';
    expect(Object.fromEntries(constantCustomProperties(postcss.parse(css), vocabulary()))).toEqual({
      '--space': '1rem',
      '--pad': 'calc(1rem*2)',
      '--font': 'system-ui,sans-serif',
      // --colour is declared nowhere: the fallback stays, so --line is not constant
    });
  });

  it('leaves out what can differ from element to element, or at run time', () => {
    const css =
      ':root{--twice:1px;--per-element:1px;--in-media:1px;--important:1px!important;--registered:1px}' +
      ':root{--twice:2px}.a{--per-element:2px}@media (min-width:1px){:root{--in-media:2px}}' +
      '@property --registered{syntax:"<length>";inherits:false;initial-value:0px}' +
      ':root{--inherit:inherit;--empty: ;--scripted:1px;--styled:1px;--uses-per-element:var(--per-element)}' +
      'html{--not-root-selector:1px}';
    const v = vocabulary('<p style="--styled:2px"></p>', 'el.style.setProperty("--scripted","2px")');
    expect([...constantCustomProperties(postcss.parse(css), v).keys()]).toEqual([]);
  });
});

describe('substitute', () => {
  const lookup = (prop: string) => ({'--a': '1rem', '--b': 'red'})[prop];

  it('writes out var() with or without a fallback, also nested in functions', () => {
    expect(substitute('var(--a) var(--b, blue) calc(2*var(--a)) var(--c, var(--a))', lookup)).toBe(
      '1rem red calc(2*1rem) var(--c, var(--a))',
    );
  });

  it('keeps the tokens apart where the minifier wrote them together', () => {
    expect(substitute('100%/var(--a)var(--b)', lookup)).toBe('100%/1rem red');
    expect(substitute('linear-gradient(red,var(--b)0%)', lookup)).toBe('linear-gradient(red,red 0%)');
    expect(substitute('var(--a)-1px', lookup)).toBe('1rem -1px');
  });

  it('leaves the tail of another token alone', () => {
    expect(substitute('-var(--a) #var(--a) x2var(--a)', lookup)).toBe('-var(--a) #var(--a) x2var(--a)');
  });

  it('leaves an unbalanced value as written', () => {
    expect(substitute('var(--a', lookup)).toBe('var(--a');
  });
});

describe('writeOutConstants, then pruneCss', () => {
  it('writes them out and drops their declarations once nothing reads them', () => {
    const css = ':root{--space:1rem;--read:2px}.a{padding:var(--space);margin:var(--read)}';
    const v = vocabulary('<p class=a></p>', 'getPropertyValue("--read")');
    expect(pruneCss(writeOutConstants(css, v), v)).toBe(':root{--read:2px}.a{padding:1rem;margin:var(--read)}');
  });
});
