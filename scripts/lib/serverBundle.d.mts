export function serverBundleArgs(entry: 'main' | 'proxyMain'): string[];
export function buildServerIfStale(): Promise<number>;
