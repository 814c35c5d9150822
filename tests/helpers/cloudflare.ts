/** Cloudflare Pages' runtime for the tests: the same start as `npm run serve` (scripts/server-config/pagesDev.ts). */
export {COMPATIBILITY_DATE, OFFLINE_ENV, startPagesDev, type PagesDev} from '../../scripts/server-config/pagesDev';
