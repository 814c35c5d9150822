/**
 * The home sections stay layout: short files that build on the shared
 * primitives (src/components/Home/ui.tsx) instead of writing cards, images,
 * phone and e-mail links again, with their texts in each section's texts.ts.
 */
import fs from 'node:fs';
import path from 'node:path';

const HOME = path.resolve(__dirname, '..', '..', 'src', 'components', 'Home');
const sections = fs
  .readdirSync(HOME, {withFileTypes: true})
  .filter((d) => d.isDirectory() && fs.existsSync(path.join(HOME, d.name, 'index.tsx')))
  .map((d) => ({name: d.name, source: fs.readFileSync(path.join(HOME, d.name, 'index.tsx'), 'utf8')}));

describe('home sections', () => {
  it('are found', () => {
    expect(sections.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Hero', 'Specialist', 'Clinics', 'MedicalTourism', 'Treatments', 'WaitingTimes']),
    );
  });

  it.each(sections.map((s) => [s.name, s.source]))('%s is at most 150 lines', (_name, source) => {
    expect(source.split('\n').length).toBeLessThanOrEqual(150);
  });

  it('write phone and e-mail links only in the primitives', () => {
    const own = sections.filter((s) => /href=\{`(tel|mailto):/.test(s.source)).map((s) => s.name);
    expect(own).toEqual([]);
  });

  it('draw cards and pictures with the primitives (the hero picture excepted: it is the LCP image)', () => {
    const cards = sections
      .filter((s) => /className=\{(clsx\()?shared\.card\b(?!List)/.test(s.source))
      .map((s) => s.name);
    // The FAQ's <div>s inside a <dl> cannot be <Card> list items.
    expect(cards).toEqual(['WaitingTimes']);
    const images = sections.filter((s) => /<img\b/.test(s.source)).map((s) => s.name);
    expect(images).toEqual(['Hero']);
  });
});
