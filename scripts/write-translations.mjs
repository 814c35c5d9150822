// `npm run write-translations`: refresh i18n/<locale>/ with `docusaurus write-translations --locale <l>`,
// which adds new ids with the Dutch default; this script fails if an existing message changed
// (so `--override` is refused). Of the theme ids Docusaurus adds to code.json, those the site shows
// get the site's Dutch text (i18n/nl/code.json), the rest are dropped: a clean checkout stays clean.
//
//   npm run write-translations                 all locales but Dutch
//   npm run write-translations -- --locale de  one locale (repeatable)
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {loadTs} from './loadTs.mjs';

const siteDir = process.cwd();
const {LOCALES, DEFAULT_LOCALE} = loadTs('../src/data/locales.ts');
const {docusaurusBin, loadAllowList, siteThemeTexts} = loadTs('./workflow/status.ts');
const {listFiles} = loadTs('./workflow/translationFiles.ts');
const {docusaurusIdPrefixes} = loadAllowList();

/** Keeps the theme ids this run added that the site shows (with its Dutch text), drops the rest; counts both. */
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
const passThrough = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--locale' || args[i] === '-l') wanted.push(...(args[++i] ?? '').split(','));
  else if (args[i].startsWith('--locale=')) wanted.push(...args[i].slice('--locale='.length).split(','));
  else passThrough.push(args[i]);
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

const bin = docusaurusBin(siteDir);
let failed = false;
for (const locale of locales) {
  console.log(`\n▶ docusaurus write-translations --locale ${locale}`);
  const before = snapshot(locale);
  const result = spawnSync(process.execPath, [bin, 'write-translations', '--locale', locale, ...passThrough], {
    cwd: siteDir,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
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
