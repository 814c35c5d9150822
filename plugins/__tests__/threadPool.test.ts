import {BACKGROUND_JOBS, inThreadPool} from '../threadPool';

describe('inThreadPool', () => {
  it(`runs at most ${BACKGROUND_JOBS} jobs at once, all of them in the end, and passes failures on`, async () => {
    let running = 0;
    let most = 0;
    const job = (i: number) => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
      if (i === 3) throw new Error('job 3');
      return i;
    };
    const results = await Promise.allSettled(Array.from({length: 8}, (_, i) => inThreadPool(job(i))));
    expect(most).toBe(BACKGROUND_JOBS);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([
      0,
      1,
      2,
      'job 3',
      4,
      5,
      6,
      7,
    ]);
    // The slots are free again afterwards.
    await expect(inThreadPool(async () => 'again')).resolves.toBe('again');
  });
});
