export function serverBundlePath(entry: 'main' | 'proxyMain'): string;
export function serverBundleArgs(entry: 'main' | 'proxyMain'): string[];
export function serverStaleReason(root?: string): string | undefined;
export function buildServerIfStale(): Promise<number>;
