// Prints the text of each page of a PDF as JSON (an array of strings, one per
// page, lines separated by "\n"). A child process of tests/helpers/pdf.ts:
// pdfjs-dist is an ES module, which the tests' CommonJS runner cannot load.
import fs from 'node:fs';
import {getDocument} from 'pdfjs-dist/legacy/build/pdf.mjs';

const data = new Uint8Array(fs.readFileSync(process.argv[2]));
const doc = await getDocument({data, verbosity: 0}).promise;
const pages = [];
for (let i = 1; i <= doc.numPages; i++) {
  const content = await (await doc.getPage(i)).getTextContent();
  pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
}
process.stdout.write(JSON.stringify(pages));
