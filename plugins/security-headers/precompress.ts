/** Brotli and gzip twins of every text file, written once so nginx sends them as they are (`gzip_static`). */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {promisify} from 'node:util';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const COMPRESSIBLE_EXTENSIONS = new Set(['.html', '.js', '.css', '.svg', '.xml', '.txt', '.json']);

/** Every compressible file under `dir`, except in the folders `skip` names (relative, such as `en`). */
export async function compressibleFiles(dir: string, skip: readonly string[] = []): Promise<string[]> {
  if (!fs.existsSync(dir)) return [];
  const skipped = skip.map((s) => path.resolve(dir, s) + path.sep);
  return (await fs.promises.readdir(dir, {withFileTypes: true, recursive: true}))
    .filter((entry) => entry.isFile() && COMPRESSIBLE_EXTENSIONS.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !skipped.some((folder) => file.startsWith(folder)));
}

/**
 * Brotli 11 for pages and the stylesheet, which the first paint waits for (2 % less counts within the first
 * round trip, guides/PERFORMANCE.md); 10 for scripts (11 costs 2.5 times the CPU); 9 for large files.
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
