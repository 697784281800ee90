// How the production build groups modules into chunks (issue 15: login first
// load ≤ 30 requests). Left to itself the bundler makes one chunk per set of
// dynamic imports sharing a module, so the login page fetched ~110 files,
// many of them one antd icon or helper of 1-2 KB, each with its own headers
// and round trip. Here a module used by two or more dynamic imports goes to
// a chunk per set of importers (entriesAware, so a page still loads only what
// it uses), and sets smaller than the threshold merge into their nearest
// neighbour: a few KB of code a page may not run, for far fewer requests
// (bigger chunks also compress better). A module only one import uses stays
// in that import's own chunk (minShareCount 2), so a screen stays one file.
// Measured with `node scripts/bench.mjs page-weight`; `npm run bench:report`
// lists the chunks.
export const MERGE_BELOW_BYTES = 100 * 1024;

export const codeSplitting = {
  groups: [
    {
      name: 'shared',
      test: /[\\/](node_modules|src|renderers)[\\/]/,
      minShareCount: 2,
      entriesAware: true,
      entriesAwareMergeThreshold: MERGE_BELOW_BYTES,
    },
  ],
};
