// `npm run serve`: serves ./build like production (all locales, the security headers,
// the route table's 301s; scripts/static-server.cjs). `-- --nginx` serves it through
// a real nginx with the generated config instead (scripts/server-config/runNginx.ts).
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import server from './static-server.cjs';

const port = Number(process.env.PORT ?? 3000);
const args = process.argv.slice(2);

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
