// `npm run new-page -- <id> --title … --nl <slug> … --ar <slug>`: add a content page in all six
// locales and its slugs to the route table (see guides/WRITERS.md). Logic in scripts/workflow/newPage.ts.
import {loadTs as jiti} from './loadTs.mjs';

process.exitCode = jiti('./workflow/newPage.ts').main(process.argv.slice(2));
