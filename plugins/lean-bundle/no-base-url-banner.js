// Replaces Docusaurus's BaseUrlIssueBanner (see index.ts): the site turns the
// banner off (`baseUrlIssueBanner: false`), where the original renders nothing too.
export default function NoBaseUrlIssueBanner() {
  return null;
}
