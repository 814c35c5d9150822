/**
 * The medical components' strings (ids `medical.*`) exist in every
 * non-default locale's code.json, are not empty, and keep the Dutch
 * message's placeholders (a lost `{value}` would drop a figure).
 */
import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_LOCALE, LOCALES} from '@site/src/data/locales';

const SITE_DIR = path.resolve(__dirname, '..', '..');
const COMPONENT_DIRS = ['src/components/Medical', 'src/theme/DocItem'];

function sourceFiles(dir: string): string[] {
  const abs = path.join(SITE_DIR, dir);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs, {withFileTypes: true, recursive: true})
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/** id → Dutch default message, read from translate({...}) and <Translate> in the sources. */
function dutchMessages(): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of COMPONENT_DIRS.flatMap(sourceFiles)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/id:\s*'(medical\.[^']+)',\s*message:\s*'((?:[^'\\]|\\.)*)'/g)) out.set(m[1]!, m[2]!);
    for (const m of text.matchAll(/<Translate\s+id="(medical\.[^"]+)"[^>]*>\s*([^<]*?)\s*<\/Translate>/g))
      out.set(m[1]!, m[2]!.replace(/\s+/g, ' '));
  }
  return out;
}

const placeholders = (message: string) => [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

const messages = dutchMessages();

test('the medical components declare their strings', () => {
  expect(messages.size).toBeGreaterThan(50);
});

describe.each(LOCALES.filter((l) => l !== DEFAULT_LOCALE).map((l) => [l]))('i18n/%s/code.json', (locale) => {
  const file = path.join(SITE_DIR, 'i18n', locale, 'code.json');
  const codeJson = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message: string}>)
    : {};

  test('has every medical.* id, non-empty, with the Dutch placeholders', () => {
    const problems: string[] = [];
    for (const [id, dutch] of messages) {
      const entry = codeJson[id];
      if (!entry || entry.message.trim() === '') {
        problems.push(`${id}: missing`);
        continue;
      }
      // Plural messages (a|b|c) carry the placeholder in each form; compare the set.
      if (JSON.stringify(placeholders(entry.message)) !== JSON.stringify(placeholders(dutch))) {
        problems.push(
          `${id}: placeholders ${placeholders(entry.message).join(',')} instead of ${placeholders(dutch).join(',')}`,
        );
      }
    }
    expect(problems).toEqual([]);
  });
});
