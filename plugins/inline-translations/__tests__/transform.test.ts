import fs from 'node:fs';
import path from 'node:path';
import {parse} from '@babel/parser';
import {inlineTranslations} from '../transform.cjs';
import {scanSources} from '../loader.cjs';
import {sourceRoots} from '..';
import {SITE_DIR} from '@site/tests/helpers/site';

const IMPORT = "import Translate, {translate} from '@docusaurus/Translate';\n";

function run(body: string, messages: Record<string, string>, filename = 'x.tsx') {
  const result = inlineTranslations(IMPORT + body, filename, messages);
  if (!result) throw new Error('expected the module to be transformed');
  // The output must still parse as the same kind of module.
  parse(result.code, {sourceType: 'module', plugins: ['typescript', 'jsx']});
  return {...result, body: result.code.slice(IMPORT.length)};
}

describe('inline-translations transform', () => {
  it('replaces a translate() call by the locale message, without id or description', () => {
    const {body, inlined} = run(
      "const t = translate({\n  id: 'home.title',\n  message: 'Welkom',\n  description: 'The title',\n});",
      {'home.title': 'Welcome'},
    );
    expect(body).toBe('const t = translate({message: "Welcome"});');
    expect([...inlined]).toEqual(['home.title']);
  });

  it('inlines the default message when the locale has no translation, and keeps a bare id', () => {
    const {body, inlined} = run(
      "translate({id: 'a.b', message: 'Hallo', description: 'd'}, {n: 1}); translate({id: 'c'});",
      {},
    );
    expect(body).toBe('translate({message: "Hallo"}, {n: 1}); translate({id: "c"});');
    expect([...inlined]).toEqual(['a.b', 'c']);
  });

  it('leaves a computed default without translation alone and keeps its key in the table', () => {
    const source = "translate({id: 'd', message: cond ? 'x' : 'y'});";
    const {body, kept} = run(source, {});
    expect(body).toBe(source);
    expect([...kept]).toEqual(['d']);
  });

  it('inlines the text of an id-only call and keys a message-only call by its message', () => {
    const {body} = run("translate({id: 'only.id'}); translate({message: 'Alleen tekst'});", {
      'only.id': 'Only id',
      'Alleen tekst': 'Text only',
    });
    expect(body).toBe('translate({message: "Only id"}); translate({message: "Text only"});');
  });

  it('rewrites <Translate> children and drops id and description, keeping values', () => {
    const {body} = run(
      'const x = (\n  <Translate id="hero.cta" description="Button" values={{n: 3}}>\n    Maak een {n} afspraak\n  </Translate>\n);',
      {'hero.cta': 'Book {n} appointments'},
    );
    expect(body).toContain('values={{n: 3}}>{"Book {n} appointments"}</Translate>');
    expect(body).not.toContain('hero.cta');
    expect(body).not.toContain('Button');
    expect(body).not.toContain('Maak');
  });

  it('gives a self-closing <Translate id> its text as children', () => {
    const {body} = run('const x = <Translate id="a" />;', {a: 'A text'});
    expect(body).toBe('const x = <Translate  >{"A text"}</Translate>;');
  });

  it('escapes quotes and keeps non-Latin text intact', () => {
    const {body} = run("translate({id: 'q', message: 'x'});", {q: 'Он сказал: "да" — مرحبا'});
    expect(body).toBe('translate({message: "Он сказал: \\"да\\" — مرحبا"});');
  });

  it('leaves dynamic ids alone and reports message-only <Translate> as still looked up', () => {
    const source = "translate({id: `a.${k}`, message: 'M'}); const y = <Translate>Vrije tekst</Translate>;";
    const {body, inlined, kept} = run(source, {'a.b': 'X', 'Vrije tekst': 'Free text'});
    expect(body).toBe(source);
    expect(inlined.size).toBe(0);
    expect([...kept]).toEqual(['Vrije tekst']);
  });

  it('follows renamed imports and ignores other functions named translate', () => {
    const result = inlineTranslations(
      "import T, {translate as t} from '@docusaurus/Translate';\nt({id: 'a'}); <T id=\"a\" />; other.translate({id: 'a'});",
      'x.tsx',
      {a: 'A'},
    );
    expect(result?.code).toContain('t({message: "A"})');
    expect(result?.code).toContain('<T  >{"A"}</T>');
    expect(result?.code).toContain("other.translate({id: 'a'})");
  });

  it('does not touch modules that do not use the Translate API', () => {
    expect(inlineTranslations("const translate = () => 1; translate({id: 'a'});", 'x.ts', {a: 'A'})).toBeNull();
  });

  it('finds every key of code.json in the sources, so the global message table ships empty', () => {
    const keys = scanSources(sourceRoots(SITE_DIR)).inlined;
    const codeJson = JSON.parse(fs.readFileSync(path.join(SITE_DIR, 'i18n/en/code.json'), 'utf8'));
    const missing = Object.keys(codeJson).filter((key) => !keys.has(key));
    expect(missing).toEqual([]);
    expect(keys.size).toBeGreaterThanOrEqual(Object.keys(codeJson).length);
  });
});
