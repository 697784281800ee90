// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { trimStrings } from '../../../src/api';
import { makeClient } from './helpers/clientFixture';
import { recordingServerPerFile } from './helpers/recordingServer';

const server = recordingServerPerFile();

describe('trimming (spec portal-shell 7: string params are trimmed)', () => {
  it('trims every string in the query params the server receives', async () => {
    const { client } = makeClient(server.baseURL);
    await client.request({
      method: 'get',
      url: '/eps/config/uc/news/visitorPage',
      params: { keyword: '  tender  ', pageNum: 1, tags: [' a ', 'b '] },
    });
    expect(server.received[0]?.query).toEqual({ keyword: 'tender', pageNum: '1', 'tags[]': ['a', 'b'] });
  });

  it('trims strings deeply in a JSON body and leaves other values alone', async () => {
    const { client } = makeClient(server.baseURL);
    await client.request({
      method: 'put',
      url: '/eps/usercenter/uc/user/',
      data: { userId: 7, username: '  Li Lei ', contact: { email: ' a@b.cn\t', phones: [' 13800000000 '] }, active: true, note: null },
    });
    expect(server.received[0]?.json).toEqual({
      userId: 7,
      username: 'Li Lei',
      contact: { email: 'a@b.cn', phones: ['13800000000'] },
      active: true,
      note: null,
    });
  });

  it('does not walk into blobs, dates or class instances', () => {
    const blob = new Blob(['x']);
    const date = new Date(0);
    const out = trimStrings({ blob, date, list: [' x '] });
    expect(out.blob).toBe(blob);
    expect(out.date).toBe(date);
    expect(out.list).toEqual(['x']);
  });
});
