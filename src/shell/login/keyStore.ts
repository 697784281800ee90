/**
 * Where the remember-me key lives. The key is a WebCrypto CryptoKey made
 * with `extractable: false`: IndexedDB stores the key object itself (a
 * structured clone), so the page can use it to encrypt and decrypt but can
 * never read its bytes (`exportKey` rejects). Tests pass the in-memory store.
 */

/** Keeps one CryptoKey. */
export interface KeyStore {
  /** The stored key, or undefined when there is none (or storage is unavailable). */
  get(): Promise<CryptoKey | undefined>;
  put(key: CryptoKey): Promise<void>;
}

/** A store holding the key object in memory (tests; browsers without IndexedDB). */
export function memoryKeyStore(): KeyStore {
  let key: CryptoKey | undefined;
  return {
    get: () => Promise.resolve(key),
    put: (next) => {
      key = next;
      return Promise.resolve();
    },
  };
}

const DB_NAME = 'eps-shell';
const STORE = 'keys';

function openDb(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
  });
}

function run<T>(db: IDBDatabase, mode: IDBTransactionMode, operation: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = operation(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/**
 * The key stored under `name` in the portal's IndexedDB database.
 * Falls back to memory (the key then lives for this page only) when the
 * browser has no IndexedDB, e.g. some private modes.
 */
export function indexedDbKeyStore(name: string, factory: IDBFactory | undefined = globalThis.indexedDB): KeyStore {
  if (!factory) return memoryKeyStore();
  let opened: Promise<IDBDatabase> | undefined;
  const db = (): Promise<IDBDatabase> => (opened ??= openDb(factory));
  return {
    async get() {
      const value: unknown = await run(await db(), 'readonly', (store) => store.get(name));
      // Duck-typed: a CryptoKey read back from IndexedDB is a structured clone of one.
      return typeof value === 'object' && value !== null && 'algorithm' in value ? (value as CryptoKey) : undefined;
    },
    async put(key) {
      await run(await db(), 'readwrite', (store) => store.put(key, name));
    },
  };
}
