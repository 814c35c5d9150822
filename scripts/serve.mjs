// `npm run serve`: serves ./build like a production static host (all locales).
import server from './static-server.cjs';

const {startServer} = server;

const port = Number(process.env.PORT ?? 3000);
const {origin} = await startServer({root: 'build', port, withHeaders: process.argv.includes('--headers')});
console.log(`Serving build/ on ${origin} (Ctrl+C to stop)`);
