import {endHydration, isHydrating, queueLast, queueTask} from '../hydration';

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

describe('queueLast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs after every queued task, also those queued while it waits', () => {
    const ran: string[] = [];
    queueTask(() => {
      ran.push('page');
      queueTask(() => ran.push('table of contents, inside the page'));
    });
    queueLast(() => ran.push('effects'));
    queueTask(() => ran.push('footer'));
    jest.runAllTimers();
    expect(ran).toEqual(['page', 'footer', 'table of contents, inside the page', 'effects']);
  });

  it('runs in a task of its own when nothing else is queued', () => {
    const ran: string[] = [];
    queueLast(() => ran.push('effects'));
    expect(ran).toEqual([]);
    jest.runAllTimers();
    expect(ran).toEqual(['effects']);
  });
});

describe('isHydrating', () => {
  it('is false outside a browser, and after hydration ends', () => {
    expect(isHydrating()).toBe(false);
    endHydration();
    expect(isHydrating()).toBe(false);
  });
});
