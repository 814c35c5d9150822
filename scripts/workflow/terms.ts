/**
 * Termbase: one term per concept per language, in `i18n/<locale>/terms.json`:
 *   {"$comment": "…", "hip-joint": {"term": "heupgewricht", "wrong": ["…"], "allow": ["…"]}, …}
 * `wrong`: variants that must not appear in that locale (whole words, any case, each inflected form);
 * `allow`: longer correct phrases that contain one. `npm run i18n:status` lists each one it finds.
 * SHARED_CONCEPTS: the concepts every language must settle; a termbase without one gets a warning.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {parse} from 'node-html-parser';
import {DEFAULT_LOCALE, LOCALES, type Locale} from '../../src/data/locales';
import {LANGUAGE_OFFER} from '../../src/data/languageOffer';
import {PAGE_IDS, pagePath} from '../../src/data/routes';
import {
  isDocFile,
  listFiles,
  localeDocsDir,
  readJson,
  readTranslationFile,
  sourceDefaults,
  toPosix,
} from './translationFiles';
import {isUntranslated} from '../../plugins/route-table/untranslated';

export const TERMBASE_FILE = 'terms.json';

export interface SharedConcept {
  /** The concept id every termbase uses (English kebab-case). */
  id: string;
  /** Ids some termbases used before for the same concept; any of them counts. */
  aliases?: readonly string[];
  /** What the concept is, and the variants that were found mixed. */
  gloss: string;
}

/** Concepts each locale's termbase must hold: one term, and the variants found mixed as `wrong`. */
export const SHARED_CONCEPTS: readonly SharedConcept[] = [
  {id: 'infiltration', gloss: 'the treatment: an injection into the joint (nl infiltratie, not injectie)'},
  {
    id: 'platelet-rich-plasma',
    aliases: ['prp'],
    gloss: 'PRP spelled out (nl plaatjesrijk plasma, not bloedplaatjesrijk)',
  },
  {id: 'polyacrylamide-gel', gloss: 'the gel injection (nl polyacrylamidegel, not hydrogel)'},
  {
    id: 'page-review',
    gloss:
      "the medical review of a page, 'Last reviewed … next review' (nl gecontroleerd, not beoordeeld); not the check-up visit, not revision surgery",
  },
  {id: 'revision-surgery', gloss: 'replacing a prosthesis (ar: not the word for a review or a visit)'},
  {id: 'check-up', gloss: 'the follow-up visit to the doctor'},
  {id: 'knee-replacement', gloss: 'the knee prosthesis and its operation (de Knie-TEP / Knietotalendoprothese …)'},
  {id: 'prosthesis', gloss: 'the implant itself, not the operation (ru эндопротез vs эндопротезирование)'},
  {
    id: 'book-appointment',
    gloss:
      'the booking action on buttons (en Book an appointment / Make an appointment; de Termin buchen / vereinbaren)',
  },
  {id: 'patient-reviews', gloss: "patients' reviews of the surgeon (es opiniones / valoraciones)"},
  {id: 'loosening', gloss: 'a prosthesis coming loose from the bone (ar الارتخاء / تخلخل)'},
  {id: 'location', gloss: 'a place the surgeon works (the 3 places, not the 4 clinics; ar مواقع / أماكن)'},
];

/** The shared concepts a termbase does not have yet (under its id or an alias). */
export function missingSharedConcepts(termbase: Termbase): SharedConcept[] {
  return SHARED_CONCEPTS.filter(({id, aliases = []}) => ![id, ...aliases].some((key) => key in termbase));
}

export interface TermEntry {
  term: string;
  /** Variants that are wrong in this language, each inflected form listed. */
  wrong: string[];
  /** Longer correct phrases that contain a wrong variant. */
  allow?: string[];
}
export type Termbase = Record<string, TermEntry>;

const CONCEPT_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ENTRY_KEYS = new Set(['term', 'wrong', 'allow']);

export function termbasePath(locale: string): string {
  return path.posix.join('i18n', locale, TERMBASE_FILE);
}

export function termbaseLocales(siteDir: string): Locale[] {
  return LOCALES.filter((locale) => fs.existsSync(path.join(siteDir, termbasePath(locale))));
}

/** Text as compared: NFC, without Arabic short vowels, tatweel, soft hyphens and zero-width characters. */
export function normalizeText(text: string): string {
  return text.normalize('NFC').replace(/[\u064B-\u065F\u0670\u0640\u00AD\u200B-\u200D\u2060]/g, '');
}

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A letter, digit or mark: what may not touch a whole word on either side. */
const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;
/** Each phrase's pattern, compiled once, without word boundaries: their letter classes cost ~5 ms per phrase. */
const phrasePatterns = new Map<string, RegExp>();

/** Where a phrase occurs as whole words, in any case, not overlapping; its whitespace matches any run of it. */
export function wordMatches(text: string, phrase: string): {index: number; text: string}[] {
  let pattern = phrasePatterns.get(phrase);
  if (!pattern) {
    pattern = new RegExp(escapeRegExp(normalizeText(phrase).trim()).replace(/\s+/g, '\\s+'), 'giu');
    phrasePatterns.set(phrase, pattern);
  }
  const found: {index: number; text: string}[] = [];
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    const end = m.index + m[0].length;
    const before = Array.from(text.slice(Math.max(0, m.index - 2), m.index)).pop() ?? '';
    const after = String.fromCodePoint(text.codePointAt(end) ?? 32);
    if (!WORD_CHAR.test(before) && !WORD_CHAR.test(after)) found.push({index: m.index, text: m[0]});
    // Not a whole word here: a match may still start at the next character, as the pattern would find it.
    else pattern.lastIndex = m.index + (text.codePointAt(m.index)! > 0xffff ? 2 : 1);
  }
  return found;
}

/** `text` with the whole-word matches of `phrase` replaced by spaces of the same length (positions stay). */
function maskWords(text: string, phrase: string): string {
  let masked = '';
  let from = 0;
  for (const m of wordMatches(text, phrase)) {
    masked += text.slice(from, m.index) + '\u2007'.repeat(m.text.length);
    from = m.index + m.text.length;
  }
  return from === 0 ? text : masked + text.slice(from);
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string' && v.trim() !== '');
}

/** Checks a parsed termbase; returns it (the valid entries) and a message per problem. */
export function parseTermbase(raw: unknown, file: string): {termbase: Termbase; errors: string[]} {
  const errors: string[] = [];
  const termbase: Termbase = {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return {termbase, errors: [`${file}: expected an object of {"concept-id": {"term": …, "wrong": […]}}`]};
  }
  for (const [id, value] of Object.entries(raw as Record<string, unknown>)) {
    if (id === '$comment') {
      if (typeof value !== 'string') errors.push(`${file}: "$comment" must be a string`);
      continue;
    }
    const where = `${file}: "${id}"`;
    if (!CONCEPT_ID.test(id)) errors.push(`${where}: concept ids are English kebab-case (e.g. "hip-joint")`);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      errors.push(`${where}: expected {"term": "…", "wrong": ["…"], "allow": ["…"]}`);
      continue;
    }
    const entry = value as Record<string, unknown>;
    const unknown = Object.keys(entry).filter((key) => !ENTRY_KEYS.has(key));
    if (unknown.length > 0) errors.push(`${where}: unknown key(s) ${unknown.join(', ')} (only term, wrong, allow)`);
    if (typeof entry.term !== 'string' || entry.term.trim() === '') {
      errors.push(`${where}: "term" must be a non-empty string`);
      continue;
    }
    if (!isStringList(entry.wrong)) {
      errors.push(`${where}: "wrong" must be a list of non-empty strings`);
      continue;
    }
    if (entry.allow !== undefined && !isStringList(entry.allow)) {
      errors.push(`${where}: "allow" must be a list of non-empty strings`);
      continue;
    }
    const seen = new Set<string>();
    for (const variant of entry.wrong) {
      const key = normalizeText(variant).toLocaleLowerCase();
      if (seen.has(key)) errors.push(`${where}: "${variant}" is listed twice`);
      seen.add(key);
      if (key === normalizeText(entry.term).toLocaleLowerCase())
        errors.push(`${where}: "${variant}" is the term itself`);
    }
    termbase[id] = {term: entry.term, wrong: entry.wrong, ...(entry.allow ? {allow: entry.allow as string[]} : {})};
  }
  // A term another concept calls wrong would be flagged wherever it is used correctly.
  for (const [id, {term}] of Object.entries(termbase)) {
    for (const [other, entry] of Object.entries(termbase)) {
      if (other === id) continue;
      const clash = entry.wrong.find((variant) => findWrong(term, {[other]: entry}).some((h) => h.variant === variant));
      if (clash)
        errors.push(`${file}: "${clash}" is wrong for "${other}" but it is (in) the term of "${id}": "${term}"`);
    }
  }
  return {termbase, errors};
}

/** Reads and checks a locale's termbase; a missing file is an empty termbase. */
export function loadTermbase(siteDir: string, locale: string): {termbase: Termbase; errors: string[]} {
  const file = termbasePath(locale);
  const abs = path.join(siteDir, file);
  if (!fs.existsSync(abs)) return {termbase: {}, errors: []};
  try {
    return parseTermbase(readJson(abs, file), file);
  } catch (e) {
    return {termbase: {}, errors: [(e as Error).message]};
  }
}

export interface WrongVariant {
  concept: string;
  variant: string;
  term: string;
  /** The words around it, as found. */
  excerpt: string;
}

/** Whether `text` holds the first word of a wrong variant of `entry`: most lines do not. */
const firstWords = new WeakMap<TermEntry, RegExp | null>();
function mayHoldWrong(entry: TermEntry, text: string): boolean {
  let pattern = firstWords.get(entry);
  if (pattern === undefined) {
    const words = entry.wrong.map((variant) => escapeRegExp(normalizeText(variant).trim().split(/\s+/)[0]!));
    firstWords.set(entry, (pattern = words.length > 0 ? new RegExp(words.join('|'), 'iu') : null));
  }
  return pattern !== null && pattern.test(text);
}

/** Every wrong variant of the termbase in `text`; allowed phrases and the terms themselves do not count. */
export function findWrong(text: string, termbase: Termbase): WrongVariant[] {
  // Message placeholders ({hydrogel}, {count}) are names in code, not words a visitor reads.
  const normalized = normalizeText(text).replace(/\{[A-Za-z_][\w.]*\}/g, (m) => '\u2007'.repeat(m.length));
  const found: WrongVariant[] = [];
  for (const [concept, entry] of Object.entries(termbase)) {
    if (!mayHoldWrong(entry, normalized)) continue;
    const {term, wrong, allow = []} = entry;
    // Masks what is correct (same length, so positions stay), then looks for the wrong.
    let masked = normalized;
    for (const phrase of [term, ...allow]) masked = maskWords(masked, phrase);
    for (const variant of wrong) {
      for (const m of wordMatches(masked, variant)) {
        const start = Math.max(0, m.index - 30);
        const end = Math.min(normalized.length, m.index + m.text.length + 30);
        const excerpt = `${start > 0 ? '…' : ''}${normalized.slice(start, end)}${end < normalized.length ? '…' : ''}`;
        found.push({concept, variant, term, excerpt: excerpt.replace(/\s+/g, ' ')});
      }
    }
  }
  return found;
}

export type TextSource = 'page' | 'message' | 'site text' | 'structured data';

export interface LocaleText {
  source: TextSource;
  /** Site-relative file. */
  file: string;
  /** A line number (`line 12`), a message id or a JSON-LD path. */
  where: string;
  text: string;
}

/** The readable lines of an MDX page: front matter values and prose, without ids, tags, link targets or imports. */
export function mdxTexts(file: string, content: string): LocaleText[] {
  const out: LocaleText[] = [];
  let data: Record<string, unknown> = {};
  try {
    data = matter(content, {}).data as Record<string, unknown>;
  } catch {
    // A front matter that cannot be read is reported by the status itself, with its line.
  }
  for (const key of ['title', 'description', 'sidebar_label'] as const) {
    if (typeof data[key] === 'string') out.push({source: 'page', file, where: `front matter ${key}`, text: data[key]});
  }
  if (Array.isArray(data.keywords)) {
    data.keywords.forEach((k: unknown, i: number) => {
      if (typeof k === 'string') out.push({source: 'page', file, where: `front matter keywords[${i}]`, text: k});
    });
  }
  const lines = content.split('\n');
  const bodyStart = content.startsWith('---') ? lines.indexOf('---', 1) + 1 : 0;
  lines.forEach((line, i) => {
    if (i < bodyStart || /^\s*(?:import|export)\s/.test(line)) return;
    const text = line
      .replace(/\{#[\w-]+\}/g, ' ')
      .replace(/<[^>]*>/g, ' ')
      .replace(/\]\([^)]*\)/g, ']');
    if (/\p{L}/u.test(text)) out.push({source: 'page', file, where: `line ${i + 1}`, text});
  });
  return out;
}

function jsonMessages(siteDir: string, rel: string, source: TextSource): LocaleText[] {
  const abs = path.join(siteDir, rel);
  if (!fs.existsSync(abs)) return [];
  return Object.entries(readTranslationFile(abs))
    .filter(([id]) => id !== '$comment')
    .map(([id, {message}]) => ({source, file: rel, where: id, text: message}));
}

const NOT_PROSE =
  /^(?:url|sameAs|logo|image|email|telephone|inLanguage|knowsLanguage|medicalSpecialty|relevantSpecialty|audienceType|procedureType|propertyID|value|addressCountry|postalCode|lastReviewed)$/;

/** Every string of a JSON-LD value that a person reads (no ids, types, URLs, codes). */
export function jsonLdStrings(value: unknown, at = '$'): {where: string; text: string}[] {
  if (typeof value === 'string') {
    if (/^(?:https?:|mailto:|tel:|\+?\d[\d\s-]*$)/.test(value) || !/\p{L}/u.test(value)) return [];
    return [{where: at, text: value}];
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => jsonLdStrings(v, `${at}[${i}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, v]) =>
      // Ids, links, codes and schema.org enumeration values (Musculoskeletal, SurgicalProcedure…).
      key.startsWith('@') || NOT_PROSE.test(key) ? [] : jsonLdStrings(v, `${at}.${key}`),
    );
  }
  return [];
}

/** The structured data of a locale's built pages, when a build exists. */
export function builtStructuredData(
  siteDir: string,
  locale: Locale,
  buildDir = path.join(siteDir, 'build'),
): LocaleText[] {
  const out: LocaleText[] = [];
  for (const page of PAGE_IDS) {
    const abs = path.join(buildDir, ...pagePath(page, locale).split('/').filter(Boolean), 'index.html');
    if (!fs.existsSync(abs)) continue;
    const file = toPosix(path.relative(siteDir, abs));
    const scripts = parse(fs.readFileSync(abs, 'utf8')).querySelectorAll('script[type="application/ld+json"]');
    scripts.forEach((script, n) => {
      let data: unknown;
      try {
        data = JSON.parse(script.textContent);
      } catch {
        return;
      }
      for (const {where, text} of jsonLdStrings(data, `JSON-LD ${n + 1}`)) {
        out.push({source: 'structured data', file, where, text});
      }
    });
  }
  return out;
}

export interface TextOptions {
  /** Folder of the Dutch messages Docusaurus extracts (i18n:status has one): sidebar and navbar labels. */
  referenceDir?: string;
  /** Built site; its JSON-LD is read when it holds the locale's pages (default: build/; false: never). */
  buildDir?: string | false;
}

/** Everything a visitor of `locale` reads: pages, messages, site texts, language offer and built JSON-LD. */
export function localeTexts(siteDir: string, locale: Locale, options: TextOptions = {}): LocaleText[] {
  const out: LocaleText[] = [];
  const dutch = locale === DEFAULT_LOCALE;
  const docsDir = localeDocsDir(locale);
  for (const rel of listFiles(path.join(siteDir, docsDir), isDocFile)) {
    const file = toPosix(path.join(docsDir, rel));
    const content = fs.readFileSync(path.join(siteDir, file), 'utf8');
    // A placeholder still holds the Dutch text, and is published as a notice, not in this language.
    if (!dutch && isUntranslated(content)) continue;
    out.push(...mdxTexts(file, content));
  }
  const i18nDir = path.posix.join('i18n', locale);
  if (dutch) {
    for (const [id, text] of sourceDefaults(siteDir)) {
      out.push({source: 'message', file: 'src (default messages)', where: id, text});
    }
    if (options.referenceDir) {
      for (const rel of listFiles(options.referenceDir, (name) => name.endsWith('.json'))) {
        if (rel === 'code.json' || rel.startsWith('site-texts')) continue;
        const file = path.join(options.referenceDir, rel);
        for (const [id, {message}] of Object.entries(readTranslationFile(file))) {
          out.push({source: 'message', file: `${rel} (extracted Dutch)`, where: id, text: message});
        }
      }
    }
  }
  for (const rel of listFiles(path.join(siteDir, i18nDir), (name) => name.endsWith('.json'))) {
    const posix = toPosix(rel);
    if (posix === TERMBASE_FILE || posix === 'translated-from.json' || posix.startsWith('site-texts/')) continue;
    out.push(...jsonMessages(siteDir, path.posix.join(i18nDir, posix), 'message'));
  }
  const textsDir = dutch ? path.posix.join('src', 'texts') : path.posix.join(i18nDir, 'site-texts');
  for (const rel of listFiles(path.join(siteDir, textsDir), (name) => name.endsWith('.json'))) {
    out.push(...jsonMessages(siteDir, path.posix.join(textsDir, rel), 'site text'));
  }
  for (const [field, text] of Object.entries(LANGUAGE_OFFER[locale])) {
    out.push({source: 'message', file: 'src/data/languageOffer.ts', where: `${locale}.${field}`, text});
  }
  if (options.buildDir !== false) out.push(...builtStructuredData(siteDir, locale, options.buildDir));
  return out;
}

export interface TermHit extends WrongVariant {
  source: TextSource;
  file: string;
  where: string;
}

export interface TermReport {
  locale: Locale;
  file: string;
  /** Problems with the termbase itself. */
  errors: string[];
  hits: TermHit[];
  concepts: number;
  /** Shared concepts the termbase lacks: warnings, the language fills them in. */
  missing: SharedConcept[];
}

/** Checks the pages and texts of every locale that has a termbase (or of `locales`). */
export function collectTermStatus(
  siteDir: string,
  locales: readonly Locale[] = termbaseLocales(siteDir),
  options: TextOptions = {},
): TermReport[] {
  return locales
    .filter((locale) => fs.existsSync(path.join(siteDir, termbasePath(locale))))
    .map((locale) => {
      const {termbase, errors} = loadTermbase(siteDir, locale);
      const hits = localeTexts(siteDir, locale, options).flatMap((t) =>
        findWrong(t.text, termbase).map((w) => ({...w, source: t.source, file: t.file, where: t.where})),
      );
      const concepts = Object.keys(termbase).length;
      return {locale, file: termbasePath(locale), errors, hits, concepts, missing: missingSharedConcepts(termbase)};
    });
}

export function countTermProblems(reports: readonly TermReport[]): number {
  return reports.reduce((n, r) => n + r.errors.length + r.hits.length, 0);
}

export function formatTermHit(hit: TermHit): string {
  return `✖ wrong term    ${hit.file}  ${hit.where}  "${hit.variant}" → "${hit.term}" (${hit.concept}, ${hit.source}): ${JSON.stringify(hit.excerpt)}`;
}

export function formatTermReport(reports: readonly TermReport[]): string {
  const lines = ['Terms (i18n/<locale>/terms.json): wrong variants in pages, messages, site texts and structured data'];
  if (reports.length === 0) lines.push('  no termbase yet');
  for (const r of reports) {
    const problems = r.errors.length + r.hits.length;
    lines.push(
      `  ${r.locale}: ${r.concepts} concept(s), ${problems === 0 ? 'no wrong variant' : `${problems} problem(s)`}`,
    );
    for (const error of r.errors) lines.push(`    ✖ termbase      ${error}`);
    for (const c of r.missing) lines.push(`    ⚠ no concept    ${r.file}  "${c.id}": ${c.gloss}`);
    for (const hit of r.hits) lines.push(`    ${formatTermHit(hit)}`);
  }
  return lines.join('\n');
}
