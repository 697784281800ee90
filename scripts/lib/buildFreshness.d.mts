/** Types of scripts/lib/buildFreshness.mjs (whether a build is up to date). */
export interface Build {
  label: string;
  outDir: string;
  inputs: string[];
  output?: string;
  root?: string;
}
export declare function isStale(build: Build): boolean;
export declare function buildWhenStale(build: Build, make: () => Promise<number>): Promise<number>;
