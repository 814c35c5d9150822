// `npm run server-config -- nginx --root <dir> --listen <addr:port>`: prints the web server
// config of the build, generated from the route table. Logic in scripts/server-config/.
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

const require = createRequire(import.meta.url);
const jitiModule = require('jiti');
const createJiti = typeof jitiModule === 'function' ? jitiModule : jitiModule.createJiti;
const jiti = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});

const {main} = jiti('./server-config/cli.ts');
process.exitCode = main(process.argv.slice(2));
