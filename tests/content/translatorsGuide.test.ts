/**
 * guides/TRANSLATORS.md stays true: its table lists every file a translator
 * touches, its checklist for a seventh language names files, npm scripts and
 * names that exist for every current language, and the list of locales lives
 * in one place (src/data/locales.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_LOCALE, LOCALES, LOCALE_INFO} from '../../src/data/locales';
import {LANGUAGE_OFFER} from '../../src/data/languageOffer';
import {PRACTICE} from '../../src/data/practice';
import {PAGE_IDS, ROUTES} from '../../src/data/routes';
import {listFiles} from '../../scripts/workflow/translationFiles';

const SITE_DIR = path.join(__dirname, '..', '..');
const GUIDE = fs.readFileSync(path.join(SITE_DIR, 'guides', 'TRANSLATORS.md'), 'utf8');
const TRANSLATED = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

function section(title: string): string {
  const start = GUIDE.indexOf(`## ${title}`);
  if (start < 0) throw new Error(`guides/TRANSLATORS.md has no section "## ${title}"`);
  const end = GUIDE.indexOf('\n## ', start + 3);
  return GUIDE.slice(start, end < 0 ? undefined : end);
}

const ticks = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

/** A table path (`i18n/<locale>/site-texts/*.json`) as a pattern for one locale's files. */
function pattern(tablePath: string, locale: string): RegExp {
  const escaped = tablePath
    .replace('<locale>', locale)
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${escaped}$`);
}

describe('TRANSLATORS.md: the files a translator touches', () => {
  const rows = section('What you translate')
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => ticks(line.split('|')[1]!)[0]!);

  it.each(TRANSLATED)('lists every file under i18n/%s/', (locale) => {
    const files = listFiles(path.join(SITE_DIR, 'i18n', locale), () => true).map((rel) =>
      path.posix.join('i18n', locale, rel.split(path.sep).join('/')),
    );
    const unlisted = files.filter((file) => !rows.some((row) => pattern(row, locale).test(file)));
    expect(unlisted).toEqual([]);
  });

  it.each(TRANSLATED)('lists only files that exist for %s', (locale) => {
    const files = [
      ...listFiles(path.join(SITE_DIR, 'i18n', locale), () => true).map((rel) =>
        path.posix.join('i18n', locale, rel.split(path.sep).join('/')),
      ),
    ];
    for (const row of rows) {
      const exists = row.includes('<locale>')
        ? files.some((file) => pattern(row, locale).test(file))
        : fs.existsSync(path.join(SITE_DIR, row));
      expect([row, exists]).toEqual([row, true]);
    }
  });
});

describe('TRANSLATORS.md: the checklist for a seventh language', () => {
  const items = section('Adding a seventh language')
    .split(/\n- \[ \] /)
    .slice(1)
    .map((item) => item.replace(/\s+/g, ' '));
  const scripts = (
    JSON.parse(fs.readFileSync(path.join(SITE_DIR, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;

  it('has steps', () => {
    expect(items.length).toBeGreaterThanOrEqual(8);
  });

  it('names only files, npm scripts and names that exist, for every current language', () => {
    const problems: string[] = [];
    for (const item of items) {
      let file: string | undefined;
      for (const token of ticks(item)) {
        const npm = /^npm run ([\w:-]+)/.exec(token);
        if (npm) {
          if (!scripts[npm[1]!]) problems.push(`"${token}": no npm script ${npm[1]}`);
        } else if (/^[\w.-]+\/|\.(ts|json|mdx?)$/.test(token) && !token.includes(' ')) {
          const targets = token.includes('<locale>') ? TRANSLATED.map((l) => token.replace('<locale>', l)) : [token];
          for (const target of targets) {
            if (!fs.existsSync(path.join(SITE_DIR, target))) problems.push(`"${token}": ${target} does not exist`);
          }
          file = token.includes('<locale>') ? undefined : token;
        } else if (/^[A-Za-z_]\w*$/.test(token) && file && fs.statSync(path.join(SITE_DIR, file)).isFile()) {
          if (!fs.readFileSync(path.join(SITE_DIR, file), 'utf8').includes(token)) {
            problems.push(`"${token}" is not in ${file}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(LOCALES)('the per-language entries the checklist names exist for %s', (locale) => {
    expect(LOCALE_INFO[locale].code).toBe(locale);
    for (const page of PAGE_IDS) expect(typeof ROUTES[page][locale]).toBe('string');
    expect(PRACTICE.phone[locale]).toBeDefined();
    expect(LANGUAGE_OFFER[locale].message.trim()).not.toBe('');
  });
});

describe('the list of locales lives in one place', () => {
  it('no other file spells out a list of locale codes (they derive it from src/data/locales.ts)', () => {
    const code = `(?:${LOCALES.join('|')})`;
    const list = new RegExp(`\\[\\s*['"]${code}['"]\\s*(?:,\\s*['"]${code}['"]\\s*){2,}`);
    const files = [
      ...['src', 'plugins', 'scripts'].flatMap((dir) =>
        listFiles(path.join(SITE_DIR, dir), (name) => /\.(ts|tsx|mjs|cjs|js)$/.test(name)).map((rel) =>
          path.join(dir, rel),
        ),
      ),
      'docusaurus.config.ts',
      'sidebars.ts',
    ].filter((file) => !file.includes('__tests__') && file !== path.join('src', 'data', 'locales.ts'));
    const offenders = files.filter((file) => list.test(fs.readFileSync(path.join(SITE_DIR, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('docusaurus.config.ts takes its locales from src/data/locales.ts', () => {
    const config = fs.readFileSync(path.join(SITE_DIR, 'docusaurus.config.ts'), 'utf8');
    expect(config).toMatch(/from '\.\/src\/data\/locales'/);
    expect(config).toContain('locales: [...LOCALES]');
  });
});
