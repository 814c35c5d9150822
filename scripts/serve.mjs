// `npm run serve [-- --port N] [-- --nginx]`: serves ./build like production (all locales,
// the security headers, the route table's 301s; scripts/static-server.cjs). `--nginx` serves
// it through a real nginx with the generated config instead (scripts/server-config/runNginx.ts).
// The port: --port N (or --port=N), else PORT, else 3000.
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import server from './static-server.cjs';

const args = process.argv.slice(2);
const portArg = args.findIndex((a) => a === '--port' || a.startsWith('--port='));
const portText =
  portArg < 0 ? (process.env.PORT ?? '3000') : args[portArg].includes('=') ? args[portArg].slice(7) : args[portArg + 1];
const port = Number(portText);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Not a port: ${portText} (npm run serve -- --port 3000)`);
  process.exit(2);
}

if (args.includes('--nginx')) {
  const require = createRequire(import.meta.url);
  const jitiModule = require('jiti');
  const createJiti = typeof jitiModule === 'function' ? jitiModule : jitiModule.createJiti;
  const jiti = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});
  const {startNginx} = jiti('./server-config/runNginx.ts');
  const {origin, close} = await startNginx('build', {port});
  console.log(`nginx serves build/ on ${origin} with the generated config (Ctrl+C to stop)`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => close().then(() => process.exit(0)));
} else {
  const {origin} = await server.startServer({root: 'build', port, withHeaders: !args.includes('--no-headers')});
  console.log(`Serving build/ on ${origin} (Ctrl+C to stop)`);
}
