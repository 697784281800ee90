// @vitest-environment node
/**
 * The client side of record versions (src/api/rules/recordVersions.ts): the
 * tags a successful answer names are sent back as If-Match on every write,
 * never on a read, and a refused (409) answer does not move them.
 */
import { describe, expect, it } from 'vitest';
import { createRecordVersions } from '../../../src/api/rules/recordVersions';
import { makeClient } from './helpers/clientFixture';
import { recordingServerPerFile } from './helpers/recordingServer';

const server = recordingServerPerFile();

describe('record versions', () => {
  it('keeps the latest tag of each record, in a bounded map', () => {
    const versions = createRecordVersions();
    expect(versions.ifMatch()).toBeUndefined();
    versions.observe('"enterprise:12:5", "user:3:7"');
    versions.observe('"enterprise:12:6"');
    versions.observe(undefined);
    versions.observe('no tags here');
    expect(versions.ifMatch()).toBe('"user:3:7", "enterprise:12:6"');
    for (let i = 0; i < 100; i += 1) versions.observe(`"partner-contact:${i}:1"`);
    expect(versions.ifMatch()?.split(', ')).toHaveLength(32);
  });

  it('a copy\'s own tags stand for its records instead of the latest held', () => {
    const versions = createRecordVersions();
    versions.observe('"enterprise:12:6", "user:3:7"');
    expect(versions.ifMatch('"enterprise:12:5"')).toBe('"enterprise:12:5", "user:3:7"');
    expect(versions.ifMatch('"partner-contact:4:2"')).toBe('"enterprise:12:6", "user:3:7", "partner-contact:4:2"');
    expect(versions.ifMatch()).toBe('"enterprise:12:6", "user:3:7"');
  });

  it('a save from a copy read before a newer read of the same record sends the older copy\'s version', async () => {
    const { client } = makeClient(server.baseURL);
    server.reply = () => ({ body: { code: '200', data: { contact: 'a' } }, headers: { 'record-versions': '"enterprise:12:5"' } });
    const shown = await client.request({ method: 'get', url: '/eps/usercenter/enterprise/info' });
    expect(shown.recordVersions).toBe('"enterprise:12:5"');
    // Another part of the page reads the record again after someone else saved it.
    server.reply = () => ({ body: { code: '200', data: { contact: 'b' } }, headers: { 'record-versions': '"enterprise:12:6"' } });
    await client.request({ method: 'get', url: '/eps/usercenter/enterprise/header' });
    server.reply = () => ({ body: { code: '200', data: {} } });
    await client.request({ method: 'put', url: '/eps/usercenter/enterprise/contact', data: { contact: 'c' }, ifMatch: shown.recordVersions });
    expect(server.received[2]?.headers['if-match']).toBe('"enterprise:12:5"');
    // A write made from no particular copy sends the latest version read.
    await client.request({ method: 'post', url: '/eps/usercenter/enterprise/change', data: {} });
    expect(server.received[3]?.headers['if-match']).toBe('"enterprise:12:6"');
  });

  it('a write after a read sends the read versions; a read sends none; a 409 keeps the old ones', async () => {
    const { client } = makeClient(server.baseURL);
    server.reply = () => ({ body: { code: '200', data: {} }, headers: { 'record-versions': '"enterprise:12:5"' } });
    await client.request({ method: 'get', url: '/eps/usercenter/enterprise/info' });
    expect(server.received[0]?.headers['if-match']).toBeUndefined();
    server.reply = () => ({ status: 409, body: { code: '400', message: 'changed', data: null }, headers: { 'record-versions': '"enterprise:12:9"' } });
    await expect(client.request({ method: 'put', url: '/eps/usercenter/enterprise/contact', data: { contact: 'a' }, silent: true })).rejects.toMatchObject({ status: 409 });
    expect(server.received[1]?.headers['if-match']).toBe('"enterprise:12:5"');
    server.reply = () => ({ body: { code: '200', data: {} }, headers: { 'record-versions': '"enterprise:12:6"' } });
    await client.request({ method: 'put', url: '/eps/usercenter/enterprise/contact', data: { contact: 'a' } });
    expect(server.received[2]?.headers['if-match']).toBe('"enterprise:12:5"');
    await client.request({ method: 'post', url: '/eps/usercenter/enterprise/change', data: {} });
    expect(server.received[3]?.headers['if-match']).toBe('"enterprise:12:6"');
  });
});
