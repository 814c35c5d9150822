/**
 * The figures of src/data are checked before every build (src/data/validate.ts,
 * plugins/data-check): the real data passes, and each kind of invalid value
 * is reported with its file and key. (tests/build/guides.test.ts breaks the
 * real files of a scratch copy and sees the build stop.)
 */
import {dataProblems, figureProblems, FIGURE_UNITS} from '@site/src/data/validate';
import type {Figure} from '@site/src/data/clinical';

function problemsOf(figure: unknown): string[] {
  const out: string[] = [];
  figureProblems((key, problem) => out.push(`${key}: ${problem}`), 'FIGURES["x"]', figure as Figure);
  return out;
}

describe('figures in src/data', () => {
  it('are all valid', () => {
    expect(dataProblems()).toEqual([]);
  });

  it('accepts every unit, a whole count, a range from low to high, a decimal percentage', () => {
    for (const unit of FIGURE_UNITS) expect(problemsOf({value: 2, unit})).toEqual([]);
    expect(problemsOf({value: [3, 6], unit: 'week', qualifier: 'about'})).toEqual([]);
    expect(problemsOf({value: 0.5, unit: 'percent', qualifier: 'lessThan'})).toEqual([]);
    expect(problemsOf({value: 1.5, unit: 'hour'})).toEqual([]);
  });

  it('refuses a negative or non-whole count, naming the key', () => {
    expect(problemsOf({value: -1, unit: 'night'})).toEqual(['FIGURES["x"].value: must be 0 or more, not -1']);
    expect(problemsOf({value: 1.5, unit: 'night'})).toEqual(['FIGURES["x"].value: must be a whole number, not 1.5']);
  });

  it('refuses a range upside down', () => {
    expect(problemsOf({value: [6, 4], unit: 'week'})).toEqual([
      'FIGURES["x"].value: the range is upside down: 6–4; write the lower number first',
    ]);
  });

  it('refuses an unknown unit or qualifier, and a percentage over 100', () => {
    expect(problemsOf({value: 2, unit: 'weeks'})).toEqual([
      `FIGURES["x"].unit: unknown unit "weeks"; use one of ${FIGURE_UNITS.join(', ')}`,
    ]);
    expect(problemsOf({value: 2, unit: 'week', qualifier: 'roughly'})[0]).toMatch(
      /^FIGURES\["x"\]\.qualifier: unknown/,
    );
    expect(problemsOf({value: 101, unit: 'percent'})).toEqual(['FIGURES["x"].value: must be at most 100, not 101']);
  });
});
