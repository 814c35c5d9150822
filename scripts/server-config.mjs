// `npm run server-config -- nginx [--root DIR] [--server-name HOST] [--tls-cert FILE --tls-key FILE] …`:
// prints the nginx config of the build, generated from the route table (options: scripts/server-config/cli.ts).
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

const require = createRequire(import.meta.url);
const jitiModule = require('jiti');
const createJiti = typeof jitiModule === 'function' ? jitiModule : jitiModule.createJiti;
const jiti = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});

const {main} = jiti('./server-config/cli.ts');
process.exitCode = main(process.argv.slice(2));
