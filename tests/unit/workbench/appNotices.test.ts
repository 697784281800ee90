/** App notices: once per app per session, marked read, none for empty or unknown apps (spec portal-shell 4). */
import type { ApiProvider, ApiRequest } from '@core/env';
import { markAppNoticesRead, takeAppNotices } from '../../../src/shell/apps/appNotices';

class MemoryStorage {
  private readonly map = new Map<string, string>();
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.map.set(key, value);
  }
}

function api(calls: string[]): ApiProvider {
  return {
    request: <T,>(request: ApiRequest) => {
      calls.push(request.url);
      const data = request.url.endsWith('/getAppMsg/5') ? [{ id: 9, title: 'Upgrade', content: 'New', attachment: null }] : request.url.includes('/getAppMsg/') ? [] : true;
      return Promise.resolve({ code: '200', data: data as T });
    },
  };
}

describe('app notices', () => {
  it('shows an app notices once per session and marks them read', async () => {
    const calls: string[] = [];
    const storage = new MemoryStorage();
    const first = await takeAppNotices(5, api(calls), storage);
    expect(first.map((n) => n.title)).toEqual(['Upgrade']);
    await markAppNoticesRead(first, api(calls));
    expect(await takeAppNotices(5, api(calls), storage)).toEqual([]);
    expect(calls).toEqual(['/eps/usercenter/appMsg/getAppMsg/5', '/eps/usercenter/appMsg/setAppMsgRed/9']);
  });

  it('asks nothing for an unknown app and shows nothing for an empty list', async () => {
    const calls: string[] = [];
    const storage = new MemoryStorage();
    expect(await takeAppNotices(undefined, api(calls), storage)).toEqual([]);
    expect(calls).toEqual([]);
    expect(await takeAppNotices(6, api(calls), storage)).toEqual([]);
  });
});
