// `npm run serve [-- --port N] [-- --nginx]`: serves ./build on Cloudflare Pages' own runtime
// (`wrangler pages dev`, offline, a fixed compatibility date: scripts/server-config/pagesDev.ts),
// with the build's `_worker.js` and `_headers`, as the site is served in production. `--nginx`
// serves it through a real nginx with the generated config instead (scripts/server-config/runNginx.ts).
// The port: --port N (or --port=N), else PORT, else 3000.
import {loadTs} from './loadTs.mjs';

const args = process.argv.slice(2);
const portArg = args.findIndex((a) => a === '--port' || a.startsWith('--port='));
const portText =
  portArg < 0 ? (process.env.PORT ?? '3000') : args[portArg].includes('=') ? args[portArg].slice(7) : args[portArg + 1];
const port = Number(portText);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Not a port: ${portText} (npm run serve -- --port 3000)`);
  process.exit(2);
}

const server = args.includes('--nginx')
  ? loadTs('./server-config/runNginx.ts').startNginx('build', {port})
  : loadTs('./server-config/pagesDev.ts').startPagesDev('build', {port});
// Before the server is up: a stop that comes while it starts (Ctrl+C, or a test that already has
// its answer) still ends wrangler or nginx instead of leaving them running.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () =>
    server
      .then(({close}) => close())
      .catch(() => undefined)
      .then(() => process.exit(0)),
  );
const {origin} = await server;
const host = args.includes('--nginx')
  ? 'nginx with the generated config'
  : "Cloudflare Pages' runtime (wrangler pages dev)";
console.log(`${host} serves build/ on ${origin} (Ctrl+C to stop)`);
