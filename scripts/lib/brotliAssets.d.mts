/** Types of scripts/lib/brotliAssets.mjs (the brotli files `npm start` writes after the build). */
export declare const COMPRESSIBLE: RegExp;
export declare const COMPRESS_THRESHOLD: number;
export declare function filesWithoutBrotli(dir: string): string[];
export declare function writeMissingBrotli(dir: string, options?: { concurrency?: number }): Promise<{ written: number; skipped: number; ms: number }>;
