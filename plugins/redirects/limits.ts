/**
 * Cloudflare Pages' documented limits for `_redirects` and `_headers`,
 * counted as its parser counts them (wrangler's workers-shared
 * parseRedirects/parseHeaders): a redirect is static until the first one
 * with a splat (`*`) or a placeholder (`:name`); from there on every rule
 * counts as dynamic. A rule past a limit is dropped with a warning at
 * deploy, so the build fails instead, with this message.
 */
export const CLOUDFLARE_LIMITS = {staticRedirects: 2000, dynamicRedirects: 100, headerRules: 100, lineLength: 2000};

const DYNAMIC = /\*|:[A-Za-z]\w*/;

function rules(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
}

export function redirectCounts(text: string): {static: number; dynamic: number} {
  let dynamicFrom = Infinity;
  const lines = rules(text);
  lines.forEach((line, i) => {
    if (i < dynamicFrom && DYNAMIC.test(line.split(/\s+/)[0]!)) dynamicFrom = i;
  });
  const dynamic = Math.max(0, lines.length - dynamicFrom);
  return {static: lines.length - dynamic, dynamic};
}

/** Problems of a `_redirects` file against the limits; empty when it fits. */
export function redirectsProblems(text: string): string[] {
  const problems: string[] = [];
  const counts = redirectCounts(text);
  if (counts.static > CLOUDFLARE_LIMITS.staticRedirects) {
    problems.push(`${counts.static} static redirects (Cloudflare Pages takes ${CLOUDFLARE_LIMITS.staticRedirects})`);
  }
  if (counts.dynamic > CLOUDFLARE_LIMITS.dynamicRedirects) {
    problems.push(
      `${counts.dynamic} dynamic redirects, counted from the first with * or :name (Cloudflare Pages takes ${CLOUDFLARE_LIMITS.dynamicRedirects})`,
    );
  }
  return [...problems, ...longLines(text)];
}

/** Problems of a `_headers` file against the limits; empty when it fits. */
export function headersProblems(text: string): string[] {
  const paths = text.split('\n').filter((l) => /^\//.test(l)).length;
  return [
    ...(paths > CLOUDFLARE_LIMITS.headerRules
      ? [`${paths} header rules (Cloudflare Pages takes ${CLOUDFLARE_LIMITS.headerRules})`]
      : []),
    ...longLines(text),
  ];
}

function longLines(text: string): string[] {
  return rules(text)
    .filter((l) => l.length > CLOUDFLARE_LIMITS.lineLength)
    .map(
      (l) =>
        `a line of ${l.length} characters (Cloudflare Pages takes ${CLOUDFLARE_LIMITS.lineLength}): ${l.slice(0, 60)}…`,
    );
}

/** Throws, naming the file and each limit it breaks. */
export function assertWithinLimits(file: string, problems: string[]): void {
  if (problems.length > 0) {
    throw new Error(
      `${file} is over Cloudflare Pages' limits, which would drop rules at deploy:\n  - ${problems.join('\n  - ')}\n` +
        'Fewer aliases or locales, or fewer header paths, bring it back within them.',
    );
  }
}
