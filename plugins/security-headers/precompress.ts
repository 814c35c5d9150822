/**
 * Brotli and gzip twins of every text file (`x.js.br`, `x.js.gz`), written
 * once at build time so the server sends them as they are (nginx
 * `gzip_static`/`brotli_static`, scripts/static-server.cjs) instead of
 * compressing on every request.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {promisify} from 'node:util';
import {processWide} from '../processWide';
import {inThreadPool} from '../threadPool';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const COMPRESSIBLE_EXTENSIONS = new Set(['.html', '.js', '.css', '.svg', '.xml', '.txt', '.json']);

/**
 * Every compressible file under `dir`, not descending into the folders named
 * in `skip` (paths relative to `dir`, such as `en` or `assets/js`).
 */
export async function compressibleFiles(dir: string, skip: readonly string[] = []): Promise<string[]> {
  const skipped = new Set(skip.map((s) => path.resolve(dir, s)));
  const walk = async (folder: string): Promise<string[]> => {
    const out: string[] = [];
    for (const entry of await fs.promises.readdir(folder, {withFileTypes: true})) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!skipped.has(full)) out.push(...(await walk(full)));
      } else if (COMPRESSIBLE_EXTENSIONS.has(path.extname(entry.name))) {
        out.push(full);
      }
    }
    return out;
  };
  return fs.existsSync(dir) ? walk(dir) : [];
}

/**
 * Brotli's best quality (11) for the stylesheet, which holds up the first
 * paint of every page after the first (the first carries its rules inline).
 * Pages and scripts get 10: measured on a locale's build, 2.3 % more bytes
 * (about 250 per page, far from moving a page across a round trip) for 40 %
 * of the CPU time, which a build of six locales on two cores feels. Large
 * files get 9 (11 costs about 1.5 s per 350 KB).
 */
export function brotliQuality(file: string, size: number): number {
  if (size > 128 * 1024) return 9;
  return path.extname(file) === '.css' ? 11 : 10;
}

/**
 * Files read and compressed at once; zlib itself takes at most
 * `BACKGROUND_JOBS` threads of libuv's pool (../threadPool).
 */
const IN_FLIGHT = 4;

/**
 * Twins by content, for the whole build: each locale's build copies the
 * static images, and some chunks come out the same in every locale.
 */
const twinsByContent = processWide('twins-by-content', () => new Map<string, Promise<[Buffer, Buffer]>>());

function twinsOf(file: string, body: Buffer): Promise<[Buffer, Buffer]> {
  const quality = brotliQuality(file, body.length);
  const key = `${quality}:${crypto.createHash('sha256').update(body).digest('base64')}`;
  let twins = twinsByContent.get(key);
  if (!twins) {
    twins = Promise.all([
      inThreadPool(() =>
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
      ),
      inThreadPool(() => gzip(body, {level: 9})),
    ]);
    twinsByContent.set(key, twins);
    twins.catch(() => twinsByContent.delete(key));
  }
  return twins;
}

/** Writes `.br` and `.gz` beside each of `files`. */
export async function precompress(files: readonly string[]): Promise<number> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < files.length) {
      const file = files[next++]!;
      const body = await fs.promises.readFile(file);
      const [br, gz] = await twinsOf(file, body);
      await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
    }
  };
  await Promise.all(Array.from({length: Math.min(IN_FLIGHT, files.length)}, worker));
  return files.length;
}
