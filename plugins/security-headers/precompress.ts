/**
 * Brotli and gzip twins of every text file (`x.js.br`, `x.js.gz`), written
 * once at build time so nginx sends them as they are (`gzip_static`,
 * `brotli_static`) instead of compressing on every request.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {promisify} from 'node:util';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const COMPRESSIBLE_EXTENSIONS = new Set(['.html', '.js', '.css', '.svg', '.xml', '.txt', '.json']);

/**
 * Every compressible file under `dir`, not descending into the folders named
 * in `skip` (paths relative to `dir`, such as `en` or `assets/js`).
 */
export async function compressibleFiles(dir: string, skip: readonly string[] = []): Promise<string[]> {
  if (!fs.existsSync(dir)) return [];
  const skipped = skip.map((s) => path.resolve(dir, s) + path.sep);
  return (await fs.promises.readdir(dir, {withFileTypes: true, recursive: true}))
    .filter((entry) => entry.isFile() && COMPRESSIBLE_EXTENSIONS.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !skipped.some((folder) => file.startsWith(folder)));
}

/**
 * Brotli's best quality (11) for the pages and the stylesheet: a page is the
 * whole of what its first paint waits for, and a new connection's first round
 * trip carries 14,600 bytes (guides/PERFORMANCE.md), so 90-330 bytes less of
 * a page (2 %) count; the stylesheet holds up the first paint of what
 * scripts render. For the pages of six locales it costs about 1.4 s of CPU.
 * Scripts get 10 (11 is
 * 2.3 % smaller for 2.5 times the CPU, and they do not block the first
 * paint); large files 9 (11 costs about 1.5 s per 350 KB).
 */
export function brotliQuality(file: string, size: number): number {
  if (size > 128 * 1024) return 9;
  return ['.css', '.html'].includes(path.extname(file)) ? 11 : 10;
}

/** Files read and compressed at once. */
const IN_FLIGHT = 4;

/** Writes `.br` and `.gz` beside each of `files`. */
export async function precompress(files: readonly string[]): Promise<number> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < files.length) {
      const file = files[next++]!;
      const body = await fs.promises.readFile(file);
      const params = {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(file, body.length),
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      };
      const [br, gz] = await Promise.all([brotli(body, {params}), gzip(body, {level: 9})]);
      await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
    }
  };
  await Promise.all(Array.from({length: Math.min(IN_FLIGHT, files.length)}, worker));
  return files.length;
}
