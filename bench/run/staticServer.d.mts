/** Types of bench/run/staticServer.mjs (the bench's static file server). */
export declare function serveStatic(root: string): Promise<{ url: string; close: () => Promise<void> }>;
/** The Cache-Control the reference server sends for a file at `filePath`. */
export declare function cacheControlFor(filePath: string): string;
