import postcss from 'postcss';
import cssPrefixesPlugin, {withoutPresetEnv} from '..';

const presetEnv = [require.resolve('postcss-preset-env'), {}];
const layer = {postcssPlugin: 'postcss-wrap-in-layer'};

describe('css-prefixes', () => {
  it('replaces postcss-preset-env by autoprefixer and keeps the plugins after it', () => {
    const options = withoutPresetEnv({plugins: [presetEnv, layer], ident: 'postcss'});
    expect(options.plugins).toHaveLength(2);
    expect((options.plugins[0] as {postcssPlugin?: string}).postcssPlugin ?? 'autoprefixer').toBe('autoprefixer');
    expect(options.plugins[1]).toBe(layer);
    expect(options.ident).toBe('postcss');
  });

  it('still adds the vendor prefixes the browserslist needs', async () => {
    const {plugins} = withoutPresetEnv({plugins: [presetEnv]});
    const out = await postcss(plugins as postcss.AcceptedPlugin[]).process('.a{mask:url(#m)}', {from: undefined});
    expect(out.css).toContain('-webkit-mask');
  });

  it('fails the build when Docusaurus no longer configures postcss-preset-env', () => {
    expect(() => withoutPresetEnv({plugins: [layer]})).toThrow(/postcss-preset-env/);
  });

  it('is wired as Docusaurus configurePostCss', () => {
    expect(cssPrefixesPlugin().configurePostCss).toBe(withoutPresetEnv);
  });
});
