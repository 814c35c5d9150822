// @ts-check
// Loader of plugins/inline-translations: `source` inlines a module's messages; `table` drops inlined keys.
const fs = require('node:fs');
const path = require('node:path');
const {inlineTranslations} = require('./transform.cjs');

const SOURCE_FILE = /\.(js|jsx|ts|tsx)$/;

/** @type {Map<string, {stamp: string, messages: Record<string, string>}>} */
const messageCache = new Map();

/** The locale's merged code translations, as Docusaurus generated them for this build. */
function readMessages(/** @type {string} */ file) {
  const stat = fs.statSync(file);
  const stamp = `${stat.mtimeMs}:${stat.size}`;
  const cached = messageCache.get(file);
  if (cached && cached.stamp === stamp) return cached.messages;
  const messages = JSON.parse(fs.readFileSync(file, 'utf8'));
  messageCache.set(file, {stamp, messages});
  return messages;
}

/** @type {Map<string, {inlined: Set<string>, defaults: Map<string, string>}>} */
const scanCache = new Map();

/** The keys every module under the roots inlines, and each key's default message. @param {string[]} roots */
function scanSources(roots) {
  const cacheKey = roots.join('\n');
  const cached = scanCache.get(cacheKey);
  if (cached) return cached;
  const inlined = new Set();
  const kept = new Set();
  const defaults = new Map();
  /** @type {Map<string, number>} */
  const rewritten = new Map();
  /** @param {string} dir @param {string} root */
  const visit = (dir, root) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== '__tests__') visit(file, root);
      } else if (SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        const result = inlineTranslations(fs.readFileSync(file, 'utf8'), file, {});
        result?.inlined.forEach((key) => inlined.add(key));
        result?.kept.forEach((key) => kept.add(key));
        result?.defaults.forEach((message, key) => defaults.set(key, message));
        if (result && result.inlined.size > 0) rewritten.set(root, (rewritten.get(root) ?? 0) + 1);
      }
    }
  };
  roots.filter((root) => fs.existsSync(root)).forEach((root) => visit(root, root));
  kept.forEach((key) => inlined.delete(key));
  const scan = {inlined, defaults, rewritten};
  scanCache.set(cacheKey, scan);
  return scan;
}

/**
 * @this {{getOptions(): {mode: 'source' | 'table', messagesFile: string, roots: string[]}, resourcePath: string, addDependency(file: string): void}}
 * @param {string} source
 */
module.exports = function inlineTranslationsLoader(source) {
  const {mode, messagesFile, roots} = this.getOptions();
  if (mode === 'table') {
    // The table cannot wait for its users: the same scan with the same transform answers up front.
    const table = JSON.parse(source);
    const {inlined} = scanSources(roots);
    const remaining = Object.fromEntries(Object.entries(table).filter(([key]) => !inlined.has(key)));
    return JSON.stringify(remaining);
  }
  this.addDependency(messagesFile);
  const result = inlineTranslations(source, this.resourcePath, readMessages(messagesFile));
  return result ? result.code : source;
};

module.exports.scanSources = scanSources;
