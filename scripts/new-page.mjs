// `npm run new-page -- <id> --title … --nl <slug> … --ar <slug>`: add a content page in all six
// locales and its slugs to the route table (see guides/WRITERS.md). Logic in scripts/workflow/newPage.ts.
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

const require = createRequire(import.meta.url);
const jitiModule = require('jiti');
const createJiti = typeof jitiModule === 'function' ? jitiModule : jitiModule.createJiti;
const jiti = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});

const {main} = jiti('./workflow/newPage.ts');
process.exitCode = main(process.argv.slice(2));
