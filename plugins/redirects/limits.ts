/** Cloudflare Pages' `_headers` limits, counted as wrangler's parser does: past one, a deploy drops rules. */
export const CLOUDFLARE_LIMITS = {headerRules: 100, lineLength: 2000};

function rules(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
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
        'Fewer header paths bring it back within them.',
    );
  }
}
