// Stands in for `tslib` where `@docusaurus/utils-common` requires it (see index.ts):
// that CommonJS module uses only `__importDefault`, but requiring tslib pulls in
// every helper (about 3.7 KB gzip) on every page.
exports.__importDefault = function (mod) {
  return mod && mod.__esModule ? mod : {default: mod};
};
