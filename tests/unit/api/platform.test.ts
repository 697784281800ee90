// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rewriteEpsPrefix } from '../../../src/api';
import { makeClient } from './helpers/clientFixture';
import { recordingServerPerFile } from './helpers/recordingServer';

const server = recordingServerPerFile();

describe('/eps/ prefix rewrite (spec workflow-enterprise-embedding 7)', () => {
  it.each([
    ['bpm', '/eps-sign4bpm/eps-api/signBpm/getButton'],
    ['jcy', '/eps-sycBpm/eps-api/signBpm/getButton'],
    ['fw', '/eps-sign/eps-api/signBpm/getButton'],
    ['ep', '/eps/eps-api/signBpm/getButton'],
    ['su', '/eps/eps-api/signBpm/getButton'],
  ] as const)('in %s the server receives %s', async (platform, expected) => {
    const { client } = makeClient(server.baseURL, { platform: () => platform, fwExtraParams: () => Promise.resolve({}) });
    await client.request({ method: 'get', url: '/eps/eps-api/signBpm/getButton' });
    expect(server.received[0]?.path).toBe(expected);
  });

  it('rewrites only a leading /eps/', () => {
    expect(rewriteEpsPrefix('/epsx/a', 'bpm')).toBe('/epsx/a');
    expect(rewriteEpsPrefix('/other/eps/a', 'bpm')).toBe('/other/eps/a');
    expect(rewriteEpsPrefix('/eps/eps/a', 'fw')).toBe('/eps-sign/eps/a');
  });
});

describe('route query merge (spec workflow-enterprise-embedding 7)', () => {
  it('adds the route query to the params in bpm; the call’s own params win', async () => {
    const { client } = makeClient(server.baseURL, {
      platform: () => 'bpm',
      routeQuery: () => ({ barcode: 'B-1', requestId: '42', comment: 'from route' }),
    });
    await client.request({ method: 'get', url: '/eps/eps-api/signBpm/agree', params: { comment: ' ok ', businessid: 12 } });
    expect(server.received[0]?.query).toEqual({ barcode: 'B-1', requestId: '42', comment: 'ok', businessid: '12' });
  });

  it('in fw also adds the async extra params', async () => {
    const { client } = makeClient(server.baseURL, {
      platform: () => 'fw',
      routeQuery: () => ({ barcode: 'B-2', token: 'route' }),
      fwExtraParams: () => Promise.resolve({ token: 'host-frame', userCenterToken: 'u-9' }),
    });
    await client.request({ method: 'get', url: '/eps/eps-api/signBpm/getButton', params: { remark: 'r' } });
    expect(server.received[0]?.path).toBe('/eps-sign/eps-api/signBpm/getButton');
    expect(server.received[0]?.query).toEqual({ barcode: 'B-2', token: 'host-frame', userCenterToken: 'u-9', remark: 'r' });
  });

  it('does not add the route query in ep or su, nor fw extras outside fw', async () => {
    let extrasAsked = 0;
    for (const platform of ['ep', 'su', 'jcy'] as const) {
      const { client } = makeClient(server.baseURL, {
        platform: () => platform,
        routeQuery: () => ({ barcode: 'B-3' }),
        fwExtraParams: () => {
          extrasAsked += 1;
          return Promise.resolve({ extra: '1' });
        },
      });
      await client.request({ method: 'get', url: '/eps/a', params: { own: 'x' } });
    }
    expect(server.received.map((r) => r.query)).toEqual([{ own: 'x' }, { own: 'x' }, { barcode: 'B-3', own: 'x' }]);
    expect(extrasAsked).toBe(0);
  });
});
