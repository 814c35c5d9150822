import path from 'node:path';
import {
  collectStatus,
  countErrors,
  countWarnings,
  formatReport,
  loadAllowList,
  main,
  mayStayDutch,
  type Issue,
  type LocaleReport,
} from '../../scripts/workflow/status';
import {
  headingIds,
  normalizeSource,
  readTranslatedFrom,
  setTranslatedFrom,
  sourceHash,
} from '../../scripts/workflow/translationFiles';

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'i18n');
const referenceDir = path.join(FIXTURES, 'reference');
const allowList = loadAllowList(path.join(FIXTURES, 'allowlist.json'));

function status(tree: string, locales: string[]): LocaleReport[] {
  return collectStatus({siteDir: path.join(FIXTURES, tree), referenceDir, locales, allowList});
}

/** One short line per issue, easy to compare. */
function summary(issue: Issue): string {
  return `${issue.kind}:${issue.problem} ${issue.file}${issue.kind === 'message' ? ` ${issue.id}` : ''}`;
}

function runMain(args: string[], tree: string): {code: number; out: string} {
  const lines: string[] = [];
  const log = jest.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void lines.push(a.join(' ')));
  const err = jest.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void lines.push(a.join(' ')));
  try {
    const code = main(
      ['--reference', referenceDir, '--allowlist', path.join(FIXTURES, 'allowlist.json'), '--no-git', ...args],
      path.join(FIXTURES, tree),
    );
    return {code, out: lines.join('\n')};
  } finally {
    log.mockRestore();
    err.mockRestore();
  }
}

describe('i18n status on a complete tree', () => {
  it('finds nothing to do', () => {
    const reports = status('complete', ['en', 'de']);
    expect(reports.map((r) => r.issues.map(summary))).toEqual([[], []]);
    expect(reports.flatMap((r) => r.obsolete)).toEqual([]);
    expect(countErrors(reports)).toBe(0);
    expect(countWarnings(reports)).toBe(0);
  });

  it('exits 0 and says so', () => {
    const {code, out} = runMain(['--locale', 'en,de'], 'complete');
    expect(code).toBe(0);
    expect(out).toContain('Every locale is complete and up to date');
    expect(out).not.toMatch(/[✖⚠]/);
  });
});

describe('i18n status on a broken tree', () => {
  const [en] = status('broken', ['en']);
  const issues = en!.issues.map(summary);

  it('finds a missing id, in code.json and in a theme file that does not exist yet', () => {
    expect(issues).toContain('message:missing i18n/en/code.json home.hero.title');
    expect(issues).toContain(
      'message:missing i18n/en/docusaurus-plugin-content-docs/current.json sidebar.treatments.category.operative',
    );
    expect(issues).toContain('message:missing i18n/en/docusaurus-theme-classic/navbar.json title');
  });

  it('finds an empty id, also among the ids Docusaurus translates itself', () => {
    expect(issues).toContain('message:empty i18n/en/code.json home.hero.cta');
    expect(issues).toContain('message:empty i18n/en/code.json theme.common.skipToMainContent');
  });

  it('finds an id still identical to the Dutch message', () => {
    expect(issues).toContain('message:untranslated i18n/en/code.json home.contact.phone');
  });

  it('accepts identical names, figures and allow-listed ids, and optional Docusaurus ids', () => {
    for (const id of ['home.stats.years', 'home.clinics.city', 'theme.NotFound.title', 'version.label']) {
      expect(issues.filter((i) => i.endsWith(` ${id}`))).toEqual([]);
    }
  });

  it('finds a translation that lost or renamed a placeholder', () => {
    expect(en!.issues.find((i) => i.kind === 'message' && i.problem === 'placeholders')).toMatchObject({
      id: 'home.price.from',
      missingPlaceholders: ['price'],
      extraPlaceholders: ['prijs'],
    });
  });

  it('finds more plural forms than the language has', () => {
    expect(en!.issues.find((i) => i.kind === 'message' && i.problem === 'pluralForms')).toMatchObject({
      id: 'home.stay.nights',
      forms: 3,
      maxForms: 2,
    });
  });

  it('finds a missing page', () => {
    expect(issues).toContain('page:missing i18n/en/docusaurus-plugin-content-docs/current/knee.mdx');
  });

  it('finds a page whose Dutch source changed since it was translated', () => {
    const stale = en!.issues.find((i) => i.kind === 'page' && i.problem === 'stale');
    expect(stale).toMatchObject({
      file: 'i18n/en/docusaurus-plugin-content-docs/current/hip.mdx',
      source: 'docs/hip.mdx',
      page: 'hip',
    });
    expect(stale).toMatchObject({recorded: '81250349081e'});
    expect(stale?.kind === 'page' && stale.current).not.toBe('81250349081e');
  });

  it('finds a message whose Dutch text changed since it was translated, with the old and the new Dutch', () => {
    expect(en!.issues.find((i) => i.kind === 'message' && i.problem === 'stale')).toMatchObject({
      file: 'i18n/en/code.json',
      id: 'home.hero.surgeon',
      recorded: 'Dr. J. Jansen',
      dutch: 'Dr. Jansen',
    });
    const {out} = runMain(['--locale', 'en'], 'broken');
    expect(out).toContain('⚠ stale         i18n/en/code.json  home.hero.surgeon  the Dutch text changed');
    expect(out).toContain('was "Dr. J. Jansen"');
    expect(out).toContain('now "Dr. Jansen"');
    expect(out).toContain('npm run i18n:mark -- en#home.hero.surgeon');
  });

  it('finds a page that was never marked, and heading ids that differ from the Dutch page', () => {
    expect(issues).toContain('page:unmarked i18n/en/docusaurus-plugin-content-docs/current/about.mdx');
    expect(en!.issues.find((i) => i.kind === 'page' && i.problem === 'headingIds')).toMatchObject({
      file: 'i18n/en/docusaurus-plugin-content-docs/current/about.mdx',
      missingIds: ['education'],
      extraIds: ['training'],
    });
  });

  it('lists ids no longer in the source', () => {
    expect(en!.obsolete).toEqual([{file: 'i18n/en/code.json', id: 'home.old.removed'}]);
  });

  it('has nothing else to report', () => {
    expect(issues).toHaveLength(13);
  });

  it('counts missing, empty and untranslated as errors, the rest as warnings', () => {
    expect(countErrors([en!])).toBe(9);
    expect(countWarnings([en!])).toBe(4);
  });

  it('prints a table and a line per problem naming locale, file and id; exits 1', () => {
    const {code, out} = runMain(['--locale', 'en'], 'broken');
    expect(code).toBe(1);
    expect(out).toMatch(
      /^locale\s+missing\s+empty\s+untranslated\s+placeholders\s+stale\s+unmarked\s+pages missing\s+not translated\s+pages stale\s+not marked\s+heading ids$/m,
    );
    expect(out).toMatch(/^en\s+3\s+2\s+1\s+2\s+1\s+0\s+1\s+0\s+1\s+1\s+1$/m);
    expect(out).toContain('✖ missing       i18n/en/code.json  home.hero.title  (Dutch: "Weer pijnvrij bewegen")');
    expect(out).toContain('npm run i18n:mark -- en/hip');
  });

  it('treats warnings as errors with --strict only', () => {
    const reports = status('broken', ['en']);
    const warningsOnly = reports.map((r) => ({
      ...r,
      issues: r.issues.filter((i) => i.kind === 'page' && i.problem !== 'missing'),
    }));
    expect(countErrors(warningsOnly)).toBe(0);
    expect(formatReport(warningsOnly)).toContain('0 error(s)');
  });

  it('refuses an unknown locale', () => {
    expect(runMain(['--locale', 'xx'], 'broken').code).toBe(2);
  });
});

describe('translated_from and the source hash', () => {
  it('ignores line endings and trailing spaces but not content', () => {
    const text = '---\ntitle: "A"\n---\n\nTekst.\n';
    expect(sourceHash(text.replace(/\n/g, '\r\n'))).toBe(sourceHash(text));
    expect(sourceHash(`${text}   \n\n`)).toBe(sourceHash(text));
    expect(sourceHash(text.replace('Tekst', 'Tekst!'))).not.toBe(sourceHash(text));
    expect(sourceHash(text)).toMatch(/^[0-9a-f]{12}$/);
    expect(normalizeSource('a  \r\nb\n\n')).toBe('a\nb\n');
  });

  it('adds, replaces and reads the front-matter key without touching the rest', () => {
    const page = '---\nslug: /x\ntitle: "X"\n---\n\nBody with --- inside.\n';
    const once = setTranslatedFrom(page, 'aaaaaaaaaaaa');
    expect(once).toBe('---\nslug: /x\ntitle: "X"\ntranslated_from: "aaaaaaaaaaaa"\n---\n\nBody with --- inside.\n');
    const twice = setTranslatedFrom(once, '000000000123');
    expect(twice).toBe('---\nslug: /x\ntitle: "X"\ntranslated_from: "000000000123"\n---\n\nBody with --- inside.\n');
    expect(readTranslatedFrom(twice)).toBe('000000000123');
    expect(readTranslatedFrom(page)).toBeUndefined();
    expect(setTranslatedFrom('Just text.\n', 'bbbbbbbbbbbb')).toBe(
      '---\ntranslated_from: "bbbbbbbbbbbb"\n---\n\nJust text.\n',
    );
  });

  it('reads explicit heading ids', () => {
    expect(headingIds('## Herstel {#recovery}\ntext {#not-a-heading}\n### Risico’s {#risks}\n')).toEqual([
      'recovery',
      'risks',
    ]);
  });
});

describe('messages that may stay Dutch', () => {
  const allow = {
    terms: ['Dr. Jansen', 'PRP'],
    ids: {'*': ['version.label'], de: ['x.knee']},
    docusaurusIdPrefixes: ['theme.'],
  };
  it.each([
    ['Dr. Jansen', 'a', 'en'],
    ['PRP', 'a', 'en'],
    ['{count}+', 'a', 'en'],
    ['9,9/10', 'a', 'en'],
    ['+31 30 000 0000', 'a', 'en'],
    ['info@dr-jansen.example', 'a', 'en'],
    ['https://booking.example/dr-jansen', 'a', 'en'],
    ['Dr. Jansen · {city}', 'a', 'en'],
    ['Next', 'version.label', 'ru'],
    ['Knieprothese', 'x.knee', 'de'],
  ])('allows %j (id %s, %s)', (message, id, locale) => {
    expect(mayStayDutch(message, id, locale, allow)).toBe(true);
  });
  it.each([
    ['Bel {phone}', 'a', 'en'],
    ['Knieprothese', 'x.knee', 'en'],
    ['PRP-behandeling', 'a', 'en'],
    ['Over Dr. Jansen', 'a', 'en'],
  ])('flags %j (id %s, %s)', (message, id, locale) => {
    expect(mayStayDutch(message, id, locale, allow)).toBe(false);
  });

  it('the project allow-list loads and knows the surgeon', () => {
    const project = loadAllowList();
    expect(project.terms).toContain('Dr. Jansen');
    expect(project.docusaurusIdPrefixes).toContain('theme.');
  });
});

describe('the theme texts the site words itself (i18n/nl/code.json)', () => {
  // Only theme ids: the rest of the reference is not part of this tree.
  const themeIssues = (locale: string) =>
    status('theme', [locale])[0]!.issues.filter((i) => i.kind === 'message' && i.id.startsWith('theme.'));

  it('are required in every locale and compared with the site’s Dutch, not Docusaurus’s', () => {
    expect(themeIssues('en').map(summary).sort()).toEqual([
      'message:missing i18n/en/code.json theme.docs.paginator.navAriaLabel',
      'message:placeholders i18n/en/code.json theme.common.headingLinkTitle',
      'message:stale i18n/en/code.json theme.common.skipToMainContent',
      'message:unmarked i18n/en/code.json theme.common.headingLinkTitle',
    ]);
    expect(themeIssues('en').find((i) => i.kind === 'message' && i.problem === 'stale')).toMatchObject({
      dutch: 'Direct naar de inhoud',
      recorded: 'Direct naar de hoofdinhoud',
    });
  });

  it('are untranslated when still Dutch, and need a record like any message', () => {
    expect(themeIssues('de').map(summary).sort()).toEqual([
      'message:unmarked i18n/de/code.json theme.docs.paginator.navAriaLabel',
      'message:untranslated i18n/de/code.json theme.common.skipToMainContent',
    ]);
  });

  it('leave the other theme ids optional (Docusaurus translates them)', () => {
    expect(themeIssues('en').filter((i) => i.kind === 'message' && i.id === 'theme.NotFound.title')).toEqual([]);
  });
});
