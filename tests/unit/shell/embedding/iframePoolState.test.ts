/**
 * The main layout's iframe pool (spec workflow 4.1): preloaded frames stay at
 * their entry until a route shows them, a frame is never dropped when the
 * route leaves it (kept alive), only the shown one is active, and each frame
 * keeps its own host state.
 */
import { describe, expect, it } from 'vitest';
import { iframePoolReducer, INITIAL_POOL } from '../../../../src/shell/embedding/iframePoolState';
import { subAppConfig } from '../../../../src/shell/embedding/subAppConfig';

const PORTAL = 'http://portal.test';
const APPS = [
  { id: 1, appCode: 'app.a', type: 0, href: '/pages/main/a-ui', isIframe: 1 },
  { id: 2, appCode: 'app.b', type: 0, href: '/pages/main/b-ui', isIframe: 1 },
];
const A = subAppConfig('a-ui', APPS, PORTAL);
const B = subAppConfig('b-ui', APPS, PORTAL);

describe('iframePoolReducer', () => {
  it('preloads hidden at the entry, then shows the routed one at its path', () => {
    let pool = iframePoolReducer(INITIAL_POOL, { type: 'preload', configs: [A, B] });
    expect(pool.frames.map((f) => `${f.config.name}${f.path}`)).toEqual(['a-ui/', 'b-ui/']);
    expect(pool.active).toBeUndefined();
    pool = iframePoolReducer(pool, { type: 'show', config: B, path: '/home' });
    expect(pool.active).toBe('b-ui');
    expect(pool.frames.map((f) => `${f.config.name}${f.path}`)).toEqual(['a-ui/', 'b-ui/home']);
  });

  it('keeps a hidden frame (and its path) when the route leaves it; a later preload does not move it', () => {
    let pool = iframePoolReducer(INITIAL_POOL, { type: 'show', config: A, path: '/notes' });
    pool = iframePoolReducer(pool, { type: 'hide', name: 'a-ui' });
    expect(pool.active).toBeUndefined();
    expect(pool.frames).toHaveLength(1);
    pool = iframePoolReducer(pool, { type: 'preload', configs: [A] });
    expect(pool.frames[0]?.path).toBe('/notes');
    // Hiding another app leaves the shown one alone (the next page's show may come first).
    pool = iframePoolReducer(pool, { type: 'show', config: B, path: '/' });
    expect(iframePoolReducer(pool, { type: 'hide', name: 'a-ui' }).active).toBe('b-ui');
  });

  it('tracks each frame host state on its own', () => {
    let pool = iframePoolReducer(INITIAL_POOL, { type: 'preload', configs: [A, B] });
    pool = iframePoolReducer(pool, { type: 'host', name: 'a-ui', event: { type: 'loaded' } });
    pool = iframePoolReducer(pool, { type: 'host', name: 'a-ui', event: { type: 'reveal' } });
    expect(pool.states['a-ui']).toEqual({ status: 'mounted' });
    expect(pool.states['b-ui']).toBeUndefined();
    const same = iframePoolReducer(pool, { type: 'host', name: 'a-ui', event: { type: 'loaded' } });
    expect(same).toBe(pool);
  });
});
