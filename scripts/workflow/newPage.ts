/**
 * `npm run new-page`: adds a content page in all six locales: its entry in the route table
 * (src/data/routes.ts; menu, sitemap, hreflang and the rest follow from it) and its six MDX files.
 * The translations start as placeholders (`untranslated: true`, plugins/route-table/untranslated.ts):
 * until translated, that locale serves a short notice; `i18n:status` lists it, `i18n:mark` refuses it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {DEFAULT_LOCALE, LOCALES, LOCALE_INFO, type Locale} from '../../src/data/locales';
import {ROUTES, SIDEBAR_GROUPS, type SidebarGroup} from '../../src/data/routes';
import {localeDocsDir} from './translationFiles';
import {UNTRANSLATED_LINE} from '../../plugins/route-table/untranslated';
import {URGENT_HELP_HEADING_ID} from '../../plugins/route-table/check';

export const ROUTES_FILE = path.join('src', 'data', 'routes.ts');

export interface NewPage {
  /** Page id: camelCase, also the MDX file name (`docs/<id>.mdx`). */
  id: string;
  slugs: Record<Locale, string>;
  /** Treatments-menu category: the page is a treatment there. Without one it is a content page outside the menu. */
  group?: SidebarGroup;
  /** Dutch title, description and keywords (the translations start with them). */
  title: string;
  description: string;
  keywords: string[];
}

type Routes = Readonly<Record<string, Readonly<Record<Locale, string>>>>;
const ID = /^[a-z][a-zA-Z0-9]*$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const docFilePath = (locale: Locale, id: string) => path.join(localeDocsDir(locale), `${id}.mdx`);

/** Everything wrong with a request, as sentences; empty when it can be added. */
export function validateNewPage(siteDir: string, page: NewPage, existing: Routes): string[] {
  const errors: string[] = [];
  if (!ID.test(page.id))
    errors.push(`page id "${page.id}" must be camelCase letters and digits, e.g. "shoulder" or "sportsInjuries"`);
  if (page.id in existing) errors.push(`page id "${page.id}" is already in the route table`);
  const reserved = new Set<string>(LOCALES.flatMap((l) => [l, LOCALE_INFO[l].region.toLowerCase()]));
  for (const locale of LOCALES) {
    const slug = page.slugs[locale];
    if (!slug) {
      errors.push(`the ${locale} slug is missing (--${locale} <slug>)`);
      continue;
    }
    if (!SLUG.test(slug))
      errors.push(`the ${locale} slug "${slug}" must be lowercase a-z, 0-9 and single hyphens (no accents or spaces)`);
    if (reserved.has(slug))
      errors.push(`the ${locale} slug "${slug}" is a language code and would clash with the language prefixes`);
    const taken = Object.entries(existing).find(([, slugs]) => slugs[locale] === slug);
    if (taken) errors.push(`the ${locale} slug "${slug}" is already used by page "${taken[0]}"`);
  }
  if (page.group !== undefined && !(SIDEBAR_GROUPS as readonly string[]).includes(page.group))
    errors.push(`the group "${page.group}" is not one of ${SIDEBAR_GROUPS.join(', ')} (--group)`);
  if (page.title.trim() === '') errors.push('the Dutch title is empty (--title)');
  if (page.description.trim() === '') errors.push('the Dutch description is empty (--description)');
  if (page.keywords.length === 0) errors.push('at least one keyword is needed (--keywords)');
  for (const locale of LOCALES) {
    const rel = docFilePath(locale, page.id);
    if (fs.existsSync(path.join(siteDir, rel))) errors.push(`${rel} already exists`);
  }
  return errors;
}

/** The page registry's source with the page added as the last entry of PAGES. */
export function addToRouteTable(source: string, id: string, slugs: Record<Locale, string>, group?: SidebarGroup) {
  const start = source.indexOf('export const PAGES = {');
  const end = start < 0 ? -1 : source.indexOf('\n} as const satisfies Record<string, PageEntry>;', start);
  if (start < 0 || end < 0)
    throw new Error(
      `cannot find "export const PAGES = { … } as const satisfies Record<string, PageEntry>;" in ${ROUTES_FILE}; add the page by hand`,
    );
  const entry = [
    `  ${id}: {`,
    group ? `    kind: 'treatment',\n    group: '${group}',` : `    kind: 'info',`,
    '    slugs: {',
    ...LOCALES.map((l) => `      ${l}: '${slugs[l]}',`),
    '    },',
    '  },',
  ].join('\n');
  return `${source.slice(0, end)}\n${entry}${source.slice(end)}`;
}

export function pageSource(page: NewPage, locale: Locale): string {
  const dutch = locale === DEFAULT_LOCALE;
  const frontMatter = [
    '---',
    ...(dutch ? [] : [UNTRANSLATED_LINE]),
    `slug: /${page.slugs[locale]}`,
    // A JSON string is a YAML string: quoted, so a colon in a title is safe.
    `title: ${JSON.stringify(page.title)}`,
    `description: ${JSON.stringify(page.description)}`,
    'keywords:',
    ...page.keywords.map((k) => `  - ${JSON.stringify(k)}`),
    '---',
  ].join('\n');
  if (!dutch) {
    const note =
      `{/* TRANSLATE: this ${new Intl.DisplayNames(['en'], {type: 'language'}).of(locale)} page is a placeholder; until it is translated the site shows a short notice here. ` +
      `Translate docs/${page.id}.mdx into it (front matter included, keep the slug and every {#id}), delete the line "untranslated: true" ` +
      `and this note, then run: npm run i18n:mark -- ${locale}/${page.id}. See guides/TRANSLATORS.md. */}`;
    return `${frontMatter}\n\n${note}\n`;
  }
  const note =
    '{/* Schrijf hier de tekst van de pagina. Koppen krijgen een vaste id: ## Herstel {#recovery}. Zie guides/WRITERS.md. */}';
  // Every treatment page tells which signs need help at once (ARCHITECTURE "Medical content standards").
  const urgent = page.group
    ? `\n\n## Wanneer direct contact opnemen? {#${URGENT_HELP_HEADING_ID}}\n\n<UrgentHelp kind="${page.id}" />`
    : '';
  return `${frontMatter}\n\n${note}\n\n${page.description}${urgent}\n`;
}

/** Adds the page: edits the route table and writes the six MDX files. Throws on invalid input. */
export function addPage(siteDir: string, page: NewPage, existing: Routes = ROUTES): {files: string[]} {
  const errors = validateNewPage(siteDir, page, existing);
  if (errors.length > 0) throw new Error(`Cannot add page "${page.id}":\n  - ${errors.join('\n  - ')}`);
  const routesAbs = path.join(siteDir, ROUTES_FILE);
  const updated = addToRouteTable(fs.readFileSync(routesAbs, 'utf8'), page.id, page.slugs, page.group);
  const files: string[] = [];
  for (const locale of LOCALES) {
    const rel = docFilePath(locale, page.id);
    fs.mkdirSync(path.dirname(path.join(siteDir, rel)), {recursive: true});
    fs.writeFileSync(path.join(siteDir, rel), pageSource(page, locale));
    files.push(rel);
  }
  fs.writeFileSync(routesAbs, updated);
  return {files};
}

const USAGE = `Usage: npm run new-page -- <id> --title "<Dutch title>" --description "<Dutch description>" \\
         --keywords "<kw1>, <kw2>" [--group <${SIDEBAR_GROUPS.join('|')}>] \\
         --nl <slug> --en <slug> --de <slug> --es <slug> --ru <slug> --ar <slug>
Example:
  npm run new-page -- shoulder --group operative --title "Schouderprothese" \\
    --description "Een nieuwe schouder bij artrose: klachten, operatie en herstel." \\
    --keywords "schouderprothese, schouderartrose" \\
    --nl schouderprothese --en shoulder-replacement --de schulterprothese \\
    --es protesis-hombro --ru protez-plecha --ar istibdal-mafsal-katif
  --group     the treatments-menu category; the page is then a treatment (menu, footer, back link,
              booking card). Without it, the page is a content page outside the menu.
  --dry-run   only check the input and show what would change`;

export function main(argv: string[], siteDir: string = process.cwd()): number {
  const texts = [...LOCALES, 'title', 'description', 'keywords', 'group'];
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        ...Object.fromEntries(texts.map((key) => [key, {type: 'string' as const}])),
        'dry-run': {type: 'boolean'},
        help: {type: 'boolean', short: 'h'},
      },
    });
  } catch (e) {
    console.error(`✖ ${(e as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const {values, positionals} = parsed;
  const v = values as Record<string, string | boolean | undefined>;
  if (v.help || positionals.length !== 1) {
    console.log(USAGE);
    return v.help ? 0 : 2;
  }
  const str = (key: string) => (typeof v[key] === 'string' ? (v[key] as string) : '');
  const page: NewPage = {
    id: positionals[0]!,
    slugs: Object.fromEntries(LOCALES.map((l) => [l, str(l)])) as Record<Locale, string>,
    ...(str('group') ? {group: str('group') as SidebarGroup} : {}),
    title: str('title'),
    description: str('description'),
    keywords: str('keywords')
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
  };
  if (v['dry-run']) {
    const errors = validateNewPage(siteDir, page, ROUTES);
    if (errors.length > 0) {
      console.error(`✖ Cannot add page "${page.id}":\n  - ${errors.join('\n  - ')}`);
      return 1;
    }
    console.log(
      `✔ "${page.id}" can be added:\n${LOCALES.map((l) => `  ${docFilePath(l, page.id)}  →  /${l === DEFAULT_LOCALE ? '' : `${l}/`}${page.slugs[l]}`).join('\n')}`,
    );
    return 0;
  }
  let files: string[];
  try {
    ({files} = addPage(siteDir, page));
  } catch (e) {
    console.error(`✖ ${(e as Error).message}`);
    return 1;
  }
  console.log(`✔ Added "${page.id}" to ${ROUTES_FILE} and created:\n${files.map((f) => `  ${f}`).join('\n')}`);
  console.log(`
Next steps:
  1. Write the Dutch page: ${files[0]}
  2. Preview: npm start   (or npm start -- --locale en); npm run build checks all six languages.
  3. Translators: npm run i18n:status lists the five placeholders as "not translated"; until one is
     translated, that language shows a short notice linking the Dutch page (not in the sitemap).
  4. Medical review: the page shows "not reviewed yet" until src/data/review.ts has its dates.
  The menu, footer, language switcher, hreflang, sitemap and social cards already include the page.
  A home-page card or procedure texts for search engines need a developer (see guides/WRITERS.md).`);
  return 0;
}
