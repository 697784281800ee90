/** A page of launchCdpBrowser (bench/run/cdpBrowser.mjs), attached on a flat session. */
export interface CdpPage {
  sessionId: string;
  send(method: string, params?: Record<string, unknown>): Promise<Record<string, unknown>>;
  on(method: string, listener: (params: Record<string, unknown>) => void): () => void;
  evaluate<T = unknown>(expression: string): Promise<T>;
  waitFor(expression: string, options?: { timeoutMs?: number; what?: string }): Promise<void>;
  goto(url: string, options?: { timeoutMs?: number }): Promise<void>;
  click(selector: string): Promise<void>;
  press(key: string): Promise<void>;
  type(text: string, options?: { delayMs?: number }): Promise<void>;
  close(): Promise<void>;
}

export interface CdpMessage {
  method: string;
  params?: Record<string, unknown>;
  sessionId?: string;
}

export interface CdpBrowser {
  send(method: string, params?: Record<string, unknown>, sessionId?: string): Promise<Record<string, unknown>>;
  on(listener: (message: CdpMessage) => void): () => void;
  newPage(viewport?: { width?: number; height?: number }): Promise<CdpPage>;
  close(): Promise<void>;
}

export function launchCdpBrowser(executablePath: string): Promise<CdpBrowser>;
