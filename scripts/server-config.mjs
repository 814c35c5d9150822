// `npm run server-config -- nginx [--root DIR] [--server-name HOST] [--tls-cert FILE --tls-key FILE] …`:
// prints the nginx config of the build, generated from the route table (options: scripts/server-config/cli.ts).
import {loadTs} from './loadTs.mjs';

process.exitCode = loadTs('./server-config/cli.ts').main(process.argv.slice(2));
