/**
 * PGlite runs postgres in WebAssembly on the thread that serves HTTP, and each query runs synchronously. Its
 * own queue hands the next waiting query on as soon as one ends, through promise callbacks, so under API load a
 * whole queue of queries (hundreds of milliseconds, then seconds) ran without the event loop polling once:
 * a static file, which needs a few turns of the loop (stat, open, read, write), waited behind all of them
 * (the login page took ~90x its idle time while the API was busy). Here the instance's queries and
 * transactions take turns with the loop instead: queries still run back to back, but once they have held the
 * thread for a slice the next one waits for the loop's next turn (setImmediate, after the poll for I/O), so the
 * server accepts connections, reads files and writes answers in between. The order is kept (first come, first
 * run). A transaction's own statements take the same turns.
 */
import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';

/**
 * How long queries may run back to back before the event loop gets a turn: a turn before every ~1 ms query
 * would spend the loop's polling on every query; a few milliseconds keep the queue's runs while a file or a new
 * connection waits about one slice per turn it needs.
 */
const SLICE_MS = 8;

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** The turn-taking of one instance: `turnIfDue` before each query. */
function createSlices(): { turnIfDue: () => Promise<void> } {
  let startedAt = 0;
  let open = false;
  const start = () => {
    startedAt = performance.now();
    open = true;
    // Closes the slice when the loop turns by itself (nothing queued meanwhile): the next query starts afresh.
    setImmediate(() => (open = false));
  };
  return {
    turnIfDue: async () => {
      if (open && performance.now() - startedAt < SLICE_MS) return;
      if (open) await nextTurn();
      start();
    },
  };
}

/** A transaction handle whose statements give the event loop its turn when one is due. */
function yieldingTransaction(tx: Transaction, turnIfDue: () => Promise<void>): Transaction {
  const turned: Transaction = Object.create(tx) as Transaction;
  turned.query = async <T>(sql: string, params?: unknown[], options?: QueryOptions) => {
    await turnIfDue();
    return tx.query<T>(sql, params, options);
  };
  turned.exec = async (sql: string, options?: QueryOptions) => {
    await turnIfDue();
    return tx.exec(sql, options);
  };
  return turned;
}

/** Makes `client`'s query, exec and transaction take turns with the event loop (see the file's comment). */
export function takeTurnsWithEventLoop(client: PGlite): void {
  const { turnIfDue } = createSlices();
  let tail: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = tail.then(turnIfDue).then(work);
    tail = turn.catch(() => undefined);
    return turn;
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = <T>(sql: string, params?: unknown[], options?: QueryOptions) => inTurn(() => query<T>(sql, params, options));
  client.exec = (sql: string, options?: QueryOptions) => inTurn(() => exec(sql, options));
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    inTurn(() => transaction((tx) => callback(yieldingTransaction(tx, turnIfDue))));
}
