// @vitest-environment jsdom
/**
 * Remember me (spec portal-shell 4 and 9): 7 days under rem_acc,
 * prefill, expiry deletes, removal, and a password encrypted with a key the
 * page cannot export.
 */
import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { memoryKeyStore, type KeyStore } from '../../../../src/shell/login/keyStore';
import { createRememberMe, REMEMBER_ME_KEY, REMEMBER_ME_TTL_MS, type StoredLogin } from '../../../../src/shell/login/rememberMe';

const crypto = webcrypto as unknown as Crypto;

function setup(start = 1_700_000_000_000) {
  const storage = window.localStorage;
  storage.clear();
  const keys: KeyStore = memoryKeyStore();
  let clock = start;
  const remember = createRememberMe({ storage, keys, crypto, now: () => clock });
  return {
    storage,
    keys,
    remember,
    advance: (ms: number) => void (clock += ms),
    stored: (): StoredLogin => JSON.parse(storage.getItem(REMEMBER_ME_KEY) ?? 'null') as StoredLogin,
  };
}

describe('remember me', () => {
  it('saves account, expiry now + 604800000 and an encrypted password, and reads it back', async () => {
    const { remember, stored } = setup();
    await remember.save('buyer', 'Eps#Buyer2026');
    const entry = stored();
    expect(entry.username).toBe('buyer');
    expect(entry.expiry).toBe(1_700_000_000_000 + 604_800_000);
    expect(REMEMBER_ME_TTL_MS).toBe(604_800_000);
    // Neither the password nor a plain encoding of it is stored.
    expect(entry.password).not.toContain('Eps#Buyer2026');
    expect(entry.password).not.toContain(btoa('Eps#Buyer2026'));
    expect(entry.password).toMatch(/^v1\.[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+$/);
    expect(await remember.load()).toEqual({ username: 'buyer', password: 'Eps#Buyer2026' });
  });

  it('uses a fresh IV per save', async () => {
    const { remember, stored } = setup();
    await remember.save('buyer', 'same');
    const first = stored().password;
    await remember.save('buyer', 'same');
    expect(stored().password).not.toBe(first);
  });

  it('keeps an entry until its expiry, then deletes it on load', async () => {
    const { remember, storage, advance } = setup();
    await remember.save('supplier', 'Eps#Supp2026');
    advance(REMEMBER_ME_TTL_MS - 1);
    expect(await remember.load()).toEqual({ username: 'supplier', password: 'Eps#Supp2026' });
    advance(1);
    expect(await remember.load()).toBeUndefined();
    expect(storage.getItem(REMEMBER_ME_KEY)).toBeNull();
  });

  it('removes the entry when asked (unticked at sign-in)', async () => {
    const { remember, storage } = setup();
    await remember.save('buyer', 'Eps#Buyer2026');
    remember.remove();
    expect(storage.getItem(REMEMBER_ME_KEY)).toBeNull();
    expect(await remember.load()).toBeUndefined();
  });

  it('makes a key that cannot be exported, stored as the key object itself', async () => {
    const { remember, keys } = setup();
    await remember.save('buyer', 'x');
    const key = await keys.get();
    expect(key).toBeDefined();
    expect(key!.extractable).toBe(false);
    expect(key!.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    await expect(crypto.subtle.exportKey('raw', key!)).rejects.toThrow();
    await expect(crypto.subtle.exportKey('jwk', key!)).rejects.toThrow();
  });

  it('deletes an entry that was tampered with, moved to another account, or written without the key', async () => {
    const { remember, storage, stored } = setup();
    await remember.save('buyer', 'Eps#Buyer2026');
    storage.setItem(REMEMBER_ME_KEY, JSON.stringify({ ...stored(), username: 'supplier' }));
    expect(await remember.load()).toBeUndefined();
    expect(storage.getItem(REMEMBER_ME_KEY)).toBeNull();

    // An old-style entry with a base64 password (an encoding, not encryption) is not trusted.
    storage.setItem(REMEMBER_ME_KEY, JSON.stringify({ expiry: Date.now() * 2, username: 'buyer', password: btoa('Eps#Buyer2026') }));
    expect(await remember.load()).toBeUndefined();
    expect(storage.getItem(REMEMBER_ME_KEY)).toBeNull();

    storage.setItem(REMEMBER_ME_KEY, '{not json');
    expect(await remember.load()).toBeUndefined();
    expect(storage.getItem(REMEMBER_ME_KEY)).toBeNull();
  });

  it('cannot read an entry once the key is gone (site data cleared)', async () => {
    const first = setup();
    await first.remember.save('buyer', 'Eps#Buyer2026');
    const entry = first.storage.getItem(REMEMBER_ME_KEY);
    const other = createRememberMe({ storage: first.storage, keys: memoryKeyStore(), crypto, now: () => 1_700_000_000_000 });
    first.storage.setItem(REMEMBER_ME_KEY, entry!);
    expect(await other.load()).toBeUndefined();
    expect(first.storage.getItem(REMEMBER_ME_KEY)).toBeNull();
  });
});
