/**
 * Message polling (spec portal-shell 4 "Messaging", 7, 9): a thread check
 * (`/eps/sse/polling/increase`), then `/eps/sse/polling/getMessage` every
 * interval (default 30000 ms, or the one the thread check answers). Only one
 * tab of a user polls: it holds the local-storage key `message_push_{userId}`
 * (its id and a timestamp, refreshed on every tick); another tab takes over
 * when the stamp is older than two intervals. A 'CLOSE' message stops
 * polling. Push failures are silent.
 */
import type { ApiProvider } from '../../core/env';

/** spec portal-shell 9: message poll default. */
export const DEFAULT_POLL_MS = 30_000;

/** The local-storage key of a user's poller (spec portal-shell 9). */
export const pollKey = (userId: number | string): string => `message_push_${userId}`;

/** A pushed message (spec portal-shell 3). */
export interface PushMessage {
  message: string;
  data?: unknown;
}

export interface PollingOptions {
  userId: number | string;
  api: ApiProvider;
  onMessage: (message: PushMessage) => void;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now?: () => number;
  /** This tab's id (tests give two). */
  tabId?: string;
}

interface Holder {
  tab: string;
  at: number;
}

function readHolder(storage: PollingOptions['storage'], key: string): Holder | undefined {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? 'null');
    if (parsed && typeof parsed === 'object' && 'tab' in parsed && 'at' in parsed) {
      const { tab, at } = parsed as { tab: unknown; at: unknown };
      if (typeof tab === 'string' && typeof at === 'number') return { tab, at };
    }
  } catch {
    // A broken entry is treated as free.
  }
  return undefined;
}

/** Starts polling; the returned function stops it (and frees the key if this tab held it). */
export function startMessagePolling(options: PollingOptions): () => void {
  const storage = options.storage ?? window.localStorage;
  const now = options.now ?? Date.now;
  const tab = options.tabId ?? `${now()}-${Math.random().toString(36).slice(2)}`;
  const key = pollKey(options.userId);
  let interval = DEFAULT_POLL_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  /** True when this tab holds (or may take) the key; takes it. */
  const claim = (): boolean => {
    const holder = readHolder(storage, key);
    if (holder && holder.tab !== tab && now() - holder.at < 2 * interval) return false;
    storage.setItem(key, JSON.stringify({ tab, at: now() }));
    return true;
  };

  const stop = (): void => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    if (readHolder(storage, key)?.tab === tab) storage.removeItem(key);
  };

  const tick = async (): Promise<void> => {
    if (stopped) return;
    if (claim()) {
      try {
        const envelope = await options.api.request({ method: 'get', url: '/eps/sse/polling/getMessage', silent: true });
        const list = Array.isArray(envelope.data) ? (envelope.data as PushMessage[]) : [];
        for (const item of list) {
          if (item.message === 'CLOSE') {
            stop();
            return;
          }
          options.onMessage(item);
        }
      } catch {
        // spec portal-shell 4: push call failures are silent.
      }
    }
    if (!stopped) timer = setTimeout(() => void tick(), interval);
  };

  void (async () => {
    try {
      const envelope = await options.api.request({ method: 'get', url: '/eps/sse/polling/increase', silent: true });
      const data = envelope.data as { enabled?: boolean; interval?: number } | null;
      if (data && data.enabled === false) return;
      if (data && typeof data.interval === 'number' && data.interval > 0) interval = data.interval;
    } catch {
      return; // no thread: no polling, silently
    }
    if (!stopped) timer = setTimeout(() => void tick(), interval);
  })();
  return stop;
}
