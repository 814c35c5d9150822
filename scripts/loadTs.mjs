// The npm scripts' logic is TypeScript (scripts/workflow/, scripts/server-config/, src/data/);
// jiti, Docusaurus's own loader, runs it. jiti 1 exports the function itself, jiti 2 `createJiti`.
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

const jitiModule = createRequire(import.meta.url)('jiti');
const createJiti = typeof jitiModule === 'function' ? jitiModule : jitiModule.createJiti;

/** Loads a TypeScript module, its path relative to scripts/ (`./workflow/mark.ts`). */
export const loadTs = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});
