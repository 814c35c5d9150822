/**
 * A link to a section its page does not have (`./infiltrations.mdx#herstel`)
 * is named with its file and line: by the build's page check and by the MDX
 * loader's remark plugin, which the dev server runs on every save.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {anchorProblems, checkDocs} from '@site/plugins/route-table/check';
import remarkDocCheck from '@site/plugins/route-table/remark';

const ROOT = path.resolve(__dirname, '..', '..');
const GOOD = './infiltrations.mdx#effect-durations';

describe('links to a section of a page', () => {
  let site: string;
  let knee: string;
  let line: number;
  beforeAll(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'anchors-'));
    for (const dir of ['docs', 'i18n']) fs.cpSync(path.join(ROOT, dir), path.join(site, dir), {recursive: true});
    knee = path.join(site, 'docs', 'knee.mdx');
    const text = fs.readFileSync(knee, 'utf8');
    expect(text).toContain(GOOD);
    line = text.split('\n').findIndex((l) => l.includes(GOOD)) + 1;
    fs.writeFileSync(
      knee,
      text.replace(GOOD, './infiltrations.mdx#herstel').replace(/\n$/, '\n\nZie [hierboven](#nergens).\n'),
    );
  });
  afterAll(() => fs.rmSync(site, {recursive: true, force: true}));

  it('the real pages link only to headings that exist', () => {
    expect(checkDocs(ROOT).filter((e) => e.includes('points to no heading'))).toEqual([]);
  });

  it('names the line of a link to another page, and of one to this page', () => {
    const problems = anchorProblems(knee, fs.readFileSync(knee, 'utf8'));
    expect(problems).toEqual([
      {
        line,
        problem: expect.stringMatching(
          /^the link \.\/infiltrations\.mdx#herstel points to no heading of \.\/infiltrations\.mdx \(its ids: #[\w-]+/,
        ),
      },
      {
        line: expect.any(Number),
        problem: expect.stringMatching(/^the link #nergens points to no heading of this page/),
      },
    ]);
  });

  it('stops the build, naming file and line', () => {
    expect(checkDocs(site)).toContainEqual(
      expect.stringMatching(new RegExp(`^docs/knee\\.mdx:${line}: the link \\./infiltrations\\.mdx#herstel`)),
    );
  });

  it('fails the page in the dev server (the remark plugin), naming file and line', () => {
    const fail = jest.fn((reason: string) => {
      throw new Error(reason);
    });
    expect(() => remarkDocCheck()({}, {path: knee, fail: fail as never})).toThrow(
      new RegExp(`knee\\.mdx:${line}: the link \\./infiltrations\\.mdx#herstel points to no heading`),
    );
  });
});
