// `npm run write-translations`: refresh i18n/<locale>/ for every translated locale with
// Docusaurus's own `docusaurus write-translations --locale <l>` (guides/TRANSLATORS.md),
// called in this one process: one process per locale loaded Docusaurus and warmed up its
// parser five times over (38 CPU seconds for the five locales, 15 in one process).
//
// Docusaurus only adds ids that are new (with the Dutch default message, for the
// translator to replace) and never overwrites an existing message. This script
// also checks that afterwards: it compares every message before and after and
// fails loudly if one was lost or changed. `--override` is refused for that reason.
//
// Docusaurus also adds every message of its theme to code.json (82 of them, most never
// shown on this site, some only in English). The theme texts the site shows are worded
// by the site itself in i18n/nl/code.json and kept in each locale's code.json, translated;
// a locale that lacks one gets it with the Dutch text (for the translator to replace, as
// for any new id; i18n:status reports it), any other theme id Docusaurus adds is dropped
// again, so on a clean checkout this command changes no file (tests/content/writeTranslations.test.ts).
//
//   npm run write-translations                 all locales but Dutch
//   npm run write-translations -- --locale de  one locale (repeatable)
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {inspect} from 'node:util';
import {loadTs} from './loadTs.mjs';

const siteDir = process.cwd();
const {LOCALES, DEFAULT_LOCALE} = loadTs('../src/data/locales.ts');
const {loadAllowList, siteThemeTexts} = loadTs('./workflow/status.ts');
const {listFiles} = loadTs('./workflow/translationFiles.ts');
const {docusaurusIdPrefixes} = loadAllowList();

/**
 * Of the Docusaurus theme ids this run added to i18n/<locale>/code.json, keeps the ones
 * the site shows, with the site's Dutch text in place of Docusaurus's wording, and
 * removes the rest (noise). Returns how many were dropped and how many kept.
 */
function settleAddedThemeIds(locale, before) {
  const file = path.join(siteDir, 'i18n', locale, 'code.json');
  if (!fs.existsSync(file)) return {dropped: 0, kept: 0};
  const content = JSON.parse(fs.readFileSync(file, 'utf8'));
  const rel = path.relative(siteDir, file);
  const site = siteThemeTexts(siteDir);
  const added = Object.keys(content).filter(
    (id) => !before.has(`${rel}#${id}`) && docusaurusIdPrefixes.some((prefix) => id.startsWith(prefix)),
  );
  let dropped = 0;
  for (const id of added) {
    if (site[id])
      // Docusaurus's own description: it writes that one on every run anyway.
      content[id] = {message: site[id].message, description: content[id].description};
    else {
      delete content[id];
      dropped++;
    }
  }
  if (added.length > 0) fs.writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`);
  return {dropped, kept: added.length - dropped};
}

const args = process.argv.slice(2);
if (args.some((a) => a === '--override' || a.startsWith('--override='))) {
  console.error('✖ --override would replace translated messages with the Dutch defaults; refusing.');
  process.exit(2);
}
const wanted = [];
// The other options of `docusaurus write-translations`; its environment escape hatch for the config as well.
const options = {config: process.env.DOCUSAURUS_CLI_CONFIG};
for (let i = 0; i < args.length; i++) {
  const [name, inline] = args[i].startsWith('--') ? args[i].split(/=(.*)/s) : [args[i]];
  const value = () => inline ?? args[++i] ?? '';
  if (name === '--locale' || name === '-l') wanted.push(...value().split(','));
  else if (name === '--config') options.config = value();
  else if (name === '--messagePrefix') options.messagePrefix = value();
  else {
    console.error(
      `✖ Unknown option ${args[i]}. Options: --locale <l> (repeatable), --config <file>, --messagePrefix <p>.`,
    );
    process.exit(2);
  }
}
const translated = LOCALES.filter((l) => l !== DEFAULT_LOCALE);
const unknown = wanted.filter((l) => !translated.includes(l));
if (unknown.length > 0) {
  console.error(`✖ Unknown locale(s): ${unknown.join(', ')}. Translated locales: ${translated.join(', ')}.`);
  process.exit(2);
}
const locales = wanted.length > 0 ? wanted : translated;

/** Every message of every JSON file under i18n/<locale>/, keyed "file#id". */
function snapshot(locale) {
  const root = path.join(siteDir, 'i18n', locale);
  const messages = new Map();
  // The message record (translated-from.json) is i18n:mark's, not a translation file.
  for (const rel of listFiles(root, (name) => name.endsWith('.json') && name !== 'translated-from.json')) {
    const abs = path.join(root, rel);
    for (const [id, value] of Object.entries(JSON.parse(fs.readFileSync(abs, 'utf8')))) {
      messages.set(`${path.relative(siteDir, abs)}#${id}`, value?.message);
    }
  }
  return messages;
}

// As the docusaurus command sets them, each command overriding them if it needs to.
process.env.BABEL_ENV ??= 'development';
process.env.NODE_ENV ??= 'development';
// The site's own Docusaurus, as `docusaurus` on the command line finds it (the package has no main entry).
const require = createRequire(path.join(siteDir, 'package.json'));
const {writeTranslations} = require('@docusaurus/core/lib/index.js');
let failed = false;
for (const locale of locales) {
  console.log(`\n▶ docusaurus write-translations --locale ${locale}`);
  const before = snapshot(locale);
  try {
    await writeTranslations(siteDir, {...options, locale});
  } catch (error) {
    console.error(inspect(error, {depth: Infinity}));
    console.error(`✖ write-translations failed for ${locale}`);
    failed = true;
    continue;
  }
  const {dropped, kept} = settleAddedThemeIds(locale, before);
  if (dropped > 0)
    console.log(`  (${dropped} Docusaurus theme message(s) the site does not show left out of code.json)`);
  if (kept > 0) console.log(`  (${kept} theme text(s) the site shows added with the Dutch text of i18n/nl/code.json)`);
  const after = snapshot(locale);
  const lost = [...before].filter(([key, message]) => after.get(key) !== message);
  if (lost.length > 0) {
    failed = true;
    console.error(`✖ ${locale}: ${lost.length} existing message(s) changed or disappeared (restore them from git):`);
    for (const [key, message] of lost)
      console.error(`    ${key}: was ${JSON.stringify(message)}, now ${JSON.stringify(after.get(key))}`);
  } else {
    const added = after.size - before.size;
    console.log(`✔ ${locale}: ${added} new id(s), all ${before.size} existing messages kept`);
  }
}
if (!failed) console.log('\nNext: npm run i18n:status  (new ids still hold the Dutch text until translated)');
process.exitCode = failed ? 1 : 0;
