// `npm run i18n:status`: what each locale still needs (see guides/TRANSLATORS.md).
// The logic is TypeScript in scripts/workflow/; jiti (Docusaurus's own loader) runs it.
import {loadTs as jiti} from './loadTs.mjs';

const {main} = jiti('./workflow/status.ts');
const args = process.argv.slice(2);
process.exitCode = main(args);
// Medical reviews due soon or overdue, and long sentences: reported, never an error here
// (tests/content/plain-language.test.ts holds the sentence budget).
if (!args.includes('--json') && !args.includes('--help') && !args.includes('-h')) {
  const {reviewNotices, formatReviewNotices} = jiti('./workflow/reviews.ts');
  console.log(`\n${formatReviewNotices(reviewNotices(new Date()))}`);
  const {formatPlainLanguage} = jiti('./workflow/plainLanguage.ts');
  console.log(`\n${formatPlainLanguage(process.cwd())}`);
}
