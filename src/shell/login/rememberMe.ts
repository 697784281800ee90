/**
 * Remember me (spec portal-shell 4 and 9): when ticked at sign-in, the
 * account and password are kept for 7 days (604800000 ms) under `rem_acc`
 * in local storage; on load an unexpired entry prefills the form, an
 * expired (or unreadable) one is deleted; unticked, the entry is removed.
 *
 * The stored password is encrypted, not encoded: AES-GCM with a 256-bit key
 * made by WebCrypto with `extractable: false` and kept in IndexedDB (see
 * keyStore.ts), a fresh 96-bit IV per save, and the account as additional
 * data, so a stored password cannot be moved to another account. Reading
 * local storage alone (another script, a copied profile file) yields only
 * ciphertext; the key cannot be exported from the page.
 */
import { indexedDbKeyStore, type KeyStore } from './keyStore';

/** Local storage key (spec portal-shell 9). */
export const REMEMBER_ME_KEY = 'rem_acc';
/** Lifetime of a remembered login (spec portal-shell 9: 7 days). */
export const REMEMBER_ME_TTL_MS = 604_800_000;

/** What is stored under `rem_acc`; `password` is `v1.<base64 iv>.<base64 ciphertext>`. */
export interface StoredLogin {
  expiry: number;
  username: string;
  password: string;
}

/** A remembered login, decrypted. */
export interface RememberedLogin {
  username: string;
  password: string;
}

/** Saves, loads and removes the remembered login. */
export interface RememberMe {
  save(username: string, password: string): Promise<void>;
  /** The unexpired login, or undefined (an expired or unreadable entry is deleted). */
  load(): Promise<RememberedLogin | undefined>;
  remove(): void;
}

export interface RememberMeOptions {
  storage?: Storage;
  keys?: KeyStore;
  crypto?: Crypto;
  now?: () => number;
}

const FORMAT = 'v1';
const IV_BYTES = 12;

const toBase64 = (bytes: Uint8Array): string => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));
const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

function parseStored(raw: string | null): StoredLogin | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return undefined;
    const { expiry, username, password } = value as Record<string, unknown>;
    if (typeof expiry !== 'number' || typeof username !== 'string' || typeof password !== 'string') return undefined;
    return { expiry, username, password };
  } catch {
    return undefined;
  }
}

/**
 * The remember-me store of the portal.
 * @example
 *   const remember = createRememberMe();
 *   await remember.save('buyer', 'Eps#Buyer2026');
 *   (await remember.load())?.username; // 'buyer'
 */
export function createRememberMe(options: RememberMeOptions = {}): RememberMe {
  const storage = options.storage ?? window.localStorage;
  const keys = options.keys ?? indexedDbKeyStore(REMEMBER_ME_KEY);
  const crypto = options.crypto ?? globalThis.crypto;
  const now = options.now ?? Date.now;
  const encoder = new TextEncoder();

  async function key(create: boolean): Promise<CryptoKey | undefined> {
    const existing = await keys.get();
    if (existing || !create) return existing;
    const made = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    await keys.put(made);
    return made;
  }

  function remove(): void {
    try {
      storage.removeItem(REMEMBER_ME_KEY);
    } catch {
      // Storage unavailable: nothing was kept either.
    }
  }

  return {
    async save(username, password) {
      const cryptoKey = await key(true);
      if (!cryptoKey) return;
      const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
      const cipher = await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData: encoder.encode(username) },
        cryptoKey,
        encoder.encode(password),
      );
      const entry: StoredLogin = {
        expiry: now() + REMEMBER_ME_TTL_MS,
        username,
        password: `${FORMAT}.${toBase64(iv)}.${toBase64(new Uint8Array(cipher))}`,
      };
      storage.setItem(REMEMBER_ME_KEY, JSON.stringify(entry));
    },

    async load() {
      let raw: string | null;
      try {
        raw = storage.getItem(REMEMBER_ME_KEY);
      } catch {
        return undefined;
      }
      if (raw === null) return undefined;
      const entry = parseStored(raw);
      if (!entry || entry.expiry <= now()) {
        remove();
        return undefined;
      }
      const [format, iv, data] = entry.password.split('.');
      const cryptoKey = await key(false).catch(() => undefined);
      if (format !== FORMAT || !iv || !data || !cryptoKey) {
        // Written by another version, or the key is gone (site data cleared): cannot be read.
        remove();
        return undefined;
      }
      try {
        const plain = await crypto.subtle.decrypt(
          { name: 'AES-GCM', iv: fromBase64(iv), additionalData: encoder.encode(entry.username) },
          cryptoKey,
          fromBase64(data),
        );
        return { username: entry.username, password: new TextDecoder().decode(plain) };
      } catch {
        // Tampered with, or moved to another account: forget it.
        remove();
        return undefined;
      }
    },

    remove,
  };
}
