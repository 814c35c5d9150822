// `npm run i18n:mark -- de/hip`: record that a translated page matches its Dutch source now
// (see guides/TRANSLATORS.md). The logic is TypeScript in scripts/workflow/; jiti runs it.
import {loadTs as jiti} from './loadTs.mjs';

process.exitCode = jiti('./workflow/mark.ts').main(process.argv.slice(2));
