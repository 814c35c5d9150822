import {endHydration, isHydrating, letRegionsWait, queueLast, queueTask, regionsWait} from '../hydration';
import {clientRenderer, rendererCacheVersion} from '..';

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

  it('runs every callback queued last, each in a task of its own, in the order queued', () => {
    // Preact's effects (effects.ts) and the renderer-neutral end of hydration (hydrated.ts).
    const ran: string[] = [];
    queueLast(() => ran.push('effects'));
    queueLast(() => ran.push('end of hydration'));
    queueTask(() => ran.push('footer'));
    jest.advanceTimersToNextTimer();
    jest.advanceTimersToNextTimer();
    expect(ran).toEqual(['footer', 'effects']);
    jest.runAllTimers();
    expect(ran).toEqual(['footer', 'effects', 'end of hydration']);
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

describe('regionsWait', () => {
  it('is false unless hydrating on a renderer that keeps a suspended region (outside a browser: never)', () => {
    expect(regionsWait()).toBe(false);
    letRegionsWait();
    expect(regionsWait()).toBe(false);
  });
});

describe('clientRenderer (CLIENT_RENDERER)', () => {
  it('is Preact unless React is asked for, and refuses anything else', () => {
    expect(clientRenderer(undefined)).toBe('preact');
    expect(clientRenderer('')).toBe('preact');
    expect(clientRenderer('react')).toBe('react');
    expect(() => clientRenderer('React')).toThrow('CLIENT_RENDERER=React: expected one of preact, react');
  });
});

describe('rendererCacheVersion', () => {
  it("adds the renderer to the bundler's persistent cache version", () => {
    expect(
      rendererCacheVersion({experiments: {cache: {type: 'persistent', version: 'client-production-en-x'}}}, 'react'),
    ).toEqual({
      experiments: {cache: {version: 'client-production-en-x-react'}},
    });
    expect(rendererCacheVersion({cache: {type: 'filesystem', version: '3.10.2-y'}}, 'preact')).toEqual({
      cache: {version: '3.10.2-y-preact'},
    });
    expect(rendererCacheVersion({}, 'preact')).toEqual({});
  });
});
