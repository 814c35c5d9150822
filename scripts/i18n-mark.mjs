// `npm run i18n:mark -- de/hip`: record that a translated page matches its Dutch source now
// (see guides/TRANSLATORS.md). The logic is TypeScript in scripts/workflow/; jiti runs it.
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

const require = createRequire(import.meta.url);
const jitiModule = require('jiti');
const createJiti = typeof jitiModule === 'function' ? jitiModule : jitiModule.createJiti;
const jiti = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});

const {main} = jiti('./workflow/mark.ts');
process.exitCode = main(process.argv.slice(2));
