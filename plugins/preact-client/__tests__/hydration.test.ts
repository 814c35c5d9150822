import {endHydration, isHydrating, queueTask} from '../hydration';

describe('queueTask', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs callbacks later, one per task, in the order queued', () => {
    const ran: string[] = [];
    queueTask(() => ran.push('navbar'));
    queueTask(() => ran.push('sidebar'));
    queueTask(() => ran.push('effects'));
    expect(ran).toEqual([]);
    jest.advanceTimersToNextTimer();
    expect(ran).toEqual(['navbar']);
    jest.advanceTimersToNextTimer();
    expect(ran).toEqual(['navbar', 'sidebar']);
    jest.runAllTimers();
    expect(ran).toEqual(['navbar', 'sidebar', 'effects']);
  });

  it('runs a callback queued by a running one after those queued before it', () => {
    const ran: string[] = [];
    queueTask(() => {
      ran.push('a');
      queueTask(() => ran.push('c'));
    });
    queueTask(() => ran.push('b'));
    jest.runAllTimers();
    expect(ran).toEqual(['a', 'b', 'c']);
  });

  it('starts again after the queue ran empty', () => {
    const ran: string[] = [];
    queueTask(() => ran.push('first'));
    jest.runAllTimers();
    queueTask(() => ran.push('second'));
    jest.runAllTimers();
    expect(ran).toEqual(['first', 'second']);
  });
});

describe('isHydrating', () => {
  it('is false outside a browser, and after hydration ends', () => {
    expect(isHydrating()).toBe(false);
    endHydration();
    expect(isHydrating()).toBe(false);
  });
});
