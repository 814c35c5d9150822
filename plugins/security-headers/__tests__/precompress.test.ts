import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {brotliQuality, precompress} from '../precompress';

describe('brotliQuality', () => {
  it('gives pages and the stylesheet the best quality, scripts 10, large files 9', () => {
    expect(brotliQuality('/b/assets/css/styles.abc.css', 60_000)).toBe(11);
    expect(brotliQuality('/b/index.html', 60_000)).toBe(11);
    expect(brotliQuality('/b/assets/js/main.abc.js', 100_000)).toBe(10);
    expect(brotliQuality('/b/assets/js/main.abc.js', 200_000)).toBe(9);
    expect(brotliQuality('/b/assets/css/styles.abc.css', 200_000)).toBe(9);
  });
});

describe('precompress', () => {
  it('writes brotli and gzip twins that decompress to the file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    const file = path.join(dir, 'index.html');
    const body = '<!doctype html><p>' + 'Heupprothese '.repeat(500);
    fs.writeFileSync(file, body);
    expect(await precompress([file])).toBe(1);
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(body);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(body);
    fs.rmSync(dir, {recursive: true, force: true});
  });
});
