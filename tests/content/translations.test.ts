/**
 * Every translated locale has every message of the source code, none empty and
 * none still in Dutch, and every page. The expected ids come from Docusaurus's
 * own extraction (`write-translations --locale nl` into a temporary folder), so
 * they are exactly the ids the build will look up. A page whose Dutch source
 * changed after it was translated (stale) is no failure: it stays online with a
 * note saying so, and `npm run i18n:status` lists it.
 */
import path from 'node:path';
import {DEFAULT_LOCALE, LOCALES} from '../../src/data/locales';
import {LANGUAGE_OFFER} from '../../src/data/languageOffer';
import {
  collectStatus,
  generateReference,
  loadAllowList,
  type Issue,
  type LocaleReport,
} from '../../scripts/workflow/status';

const siteDir = path.join(__dirname, '..', '..');
const translated = LOCALES.filter((l) => l !== DEFAULT_LOCALE);
let reports: LocaleReport[] = [];

beforeAll(() => {
  const reference = generateReference(siteDir, DEFAULT_LOCALE);
  try {
    reports = collectStatus({
      siteDir,
      referenceDir: reference.dir,
      locales: translated,
      allowList: loadAllowList(),
      languageOffer: LANGUAGE_OFFER,
    });
  } finally {
    reference.cleanup();
  }
}, 180_000);

function describeIssue(issue: Issue): string {
  if (issue.kind === 'page') return `${issue.locale}: ${issue.file}: ${issue.problem} (translation of ${issue.source})`;
  const dutch = JSON.stringify(issue.dutch.length > 60 ? `${issue.dutch.slice(0, 59)}…` : issue.dutch);
  switch (issue.problem) {
    case 'missing':
      return `${issue.locale}: ${issue.file}: id "${issue.id}" is missing (Dutch: ${dutch}); run npm run write-translations, then translate`;
    case 'empty':
      return `${issue.locale}: ${issue.file}: id "${issue.id}" is empty (Dutch: ${dutch})`;
    case 'untranslated':
      return `${issue.locale}: ${issue.file}: id "${issue.id}" is still the Dutch text ${dutch} (if that is right, allow it in scripts/workflow/allowlist.json)`;
    case 'placeholders':
      return `${issue.locale}: ${issue.file}: id "${issue.id}" must keep exactly the placeholders of the Dutch message ${dutch}: lacks [${(issue.missingPlaceholders ?? []).join(', ')}], unknown [${(issue.extraPlaceholders ?? []).join(', ')}]`;
    case 'pluralForms':
      return `${issue.locale}: ${issue.file}: id "${issue.id}" has ${issue.forms} plural forms, ${issue.locale} has at most ${issue.maxForms}`;
    case 'stale':
      return `${issue.locale}: ${issue.file}: id "${issue.id}" translates an older Dutch text (was ${JSON.stringify(issue.recorded)}, now ${dutch}); update it, then npm run i18n:mark -- ${issue.locale}#${issue.id}`;
    case 'unmarked':
      return `${issue.locale}: ${issue.file}: id "${issue.id}" has no record of its Dutch text; check it, then npm run i18n:mark -- ${issue.locale}#${issue.id}`;
  }
}

function problems(locale: string, match: (issue: Issue) => boolean): string[] {
  const report = reports.find((r) => r.locale === locale);
  if (!report) throw new Error(`no status for ${locale}`);
  return report.issues.filter(match).map(describeIssue);
}

describe.each(translated)('translations for %s', (locale) => {
  it('have every message id of the source, none empty', () => {
    expect(problems(locale, (i) => i.kind === 'message' && (i.problem === 'missing' || i.problem === 'empty'))).toEqual(
      [],
    );
  });

  it('keep the placeholders of the Dutch messages and a valid number of plural forms', () => {
    expect(
      problems(locale, (i) => i.kind === 'message' && (i.problem === 'placeholders' || i.problem === 'pluralForms')),
    ).toEqual([]);
  });

  it('have no message still identical to the Dutch one', () => {
    expect(problems(locale, (i) => i.kind === 'message' && i.problem === 'untranslated')).toEqual([]);
  });

  it('are marked: no stale or unmarked message, no unmarked page, heading ids as in the Dutch page they translate', () => {
    // A page older than its Dutch page is a state, not a failure: the page says so and
    // i18n:status lists it (plugins/route-table/stale.ts); its heading ids follow the older Dutch page.
    const stalePages = new Set(
      reports
        .find((r) => r.locale === locale)!
        .issues.filter((i) => i.kind === 'page' && i.problem === 'stale')
        .map((i) => i.file),
    );
    expect(
      problems(
        locale,
        (i) =>
          (i.kind === 'message' && (i.problem === 'stale' || i.problem === 'unmarked')) ||
          (i.kind === 'page' && i.problem === 'unmarked') ||
          (i.kind === 'page' && i.problem === 'headingIds' && !stalePages.has(i.file)),
      ),
    ).toEqual([]);
  });

  it('have every page', () => {
    expect(problems(locale, (i) => i.kind === 'page' && i.problem === 'missing')).toEqual([]);
  });
});
