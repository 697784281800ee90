// How the production build groups modules into chunks (login first
// load ≤ 30 requests, no chunk over 200 KB, and no chunk import cycle).
//
// Left to itself the bundler makes one chunk per set of dynamic imports
// sharing a module: the login page fetched ~110 files, many of them one antd
// icon or helper of 1-2 KB. Merging small sets into their neighbours
// (entriesAware + a merge threshold) cut the requests but made chunks that
// import each other: a cycle, in which the browser runs one chunk before the
// other has defined its exports (it crashed the login page once).
//
// So the groups come in layers, each importing only the layers below it:
//   1. `react`: React, ReactDOM and the router the entry needs at start; they
//      import nothing of ours nor of the other packages.
//   2. `vendor`: every other package the entry needs at start (antd, axios,
//      i18next, ...); imports only layer 1 and itself.
//   3. `initial`: our own modules the entry needs at start.
//   Together 1-3 are `$initial` (statically reached from the entry): every page
//   loads them anyway, so one file per layer costs no byte a page would not
//   have loaded, and none of them imports a later chunk, so no cycle can
//   pass through them.
//   4. `shared`: what two or more lazy screens share, grouped by the set of
//      screens using it (entriesAware, so a page loads only what it uses), sets
//      under MERGE_BELOW_BYTES merged into their nearest neighbour. Only this
//      layer can still form a cycle; chunkCycles.mjs fails the build if it does.
// A module only one lazy screen uses stays in that screen's chunk.
// `maxSize` is not used: splitting one group by size made its parts import
// each other (a cycle that blanked the login page).
// Measured with `node bench/run/bench.mjs page-weight`; `npm run bench:report`
// lists the chunks.
export const MERGE_BELOW_BYTES = 50 * 1024;

const INITIAL = ['$initial'];

/** A group of one heavy antd part: the packages named by `packages` (a regular expression alternation) and nothing they import. */
function heavyPart(name, packages, priority) {
  return { name, test: new RegExp(`[\\\\/]node_modules[\\\\/](${packages})[\\\\/]`), priority, includeDependenciesRecursively: false };
}

export const codeSplitting = {
  groups: [
    // 0. `early`: src/earlyStart.ts and the leaf modules it imports, in a chunk that imports nothing, so the
    //    browser runs it (and the reads it sends) before evaluating the layers below, ~1.5 s at 4x CPU.
    { name: 'early', tags: INITIAL, test: /[\\/]src[\\/]earlyStart\.ts$/, priority: 5 },
    {
      name: 'react',
      tags: INITIAL,
      test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
      priority: 4,
    },
    { name: 'vendor', tags: INITIAL, test: /[\\/]node_modules[\\/]/, priority: 3 },
    { name: 'initial', tags: INITIAL, priority: 2 },
    // antd's heavy parts that pages load on first use: each in a chunk of its
    // own, so the size-based merge below cannot attach one to a chunk a page
    // loads at once (it put the "my apps" cascader into home's start-up
    // chunks, and antd's Table, Tree and Upload into the login page's).
    // Only the matched modules (includeDependenciesRecursively: false): their
    // small helpers stay where their other users are. A group imports only
    // groups listed before it (tree and select below table and cascader,
    // which use them) or the start-up layers.
    // Leaves: modules that import only each other (or the start-up layers), in one chunk that can join no cycle.
    // Babel's class helpers and scroll-into-view (antd's Form and others use them): merged by size they sat in a
    // shared chunk beside a module that imports antd's Form, while the `form` chunk imported them back. Our
    // validation checks: split by the screens that use each, a keyword module and the checks it imports landed in
    // two shared chunks that imported each other. The document validator (and the JSON Schema package under it)
    // stays out, loaded where a form validates. One chunk, not two: the sign-in page loads both (30 requests).
    {
      name: 'leaves',
      test: /[\\/](node_modules[\\/](@babel[\\/]runtime|scroll-into-view-if-needed|compute-scroll-into-view)|src[\\/]core[\\/]validation[\\/](?!evalFreeValidator))/,
      includeDependenciesRecursively: false,
      priority: 1.99,
    },
    // antd's Form and the field engine under it (the form context every component reads stays at start).
    heavyPart('form', 'rc-field-form|@rc-component[\\/]async-validator|antd[\\/]es[\\/]form', 1.95),
    heavyPart('select', 'rc-select|rc-virtual-list|antd[\\/]es[\\/]select', 1.9),
    heavyPart('tree', 'rc-tree|rc-tree-select|antd[\\/]es[\\/](tree|tree-select)', 1.8),
    heavyPart('picker', 'rc-picker|antd[\\/]es[\\/](date-picker|time-picker|calendar)', 1.7),
    heavyPart('upload', 'rc-upload|antd[\\/]es[\\/]upload', 1.6),
    heavyPart('cascader', 'rc-cascader|antd[\\/]es[\\/]cascader', 1.5),
    heavyPart('table', 'rc-table|rc-pagination|antd[\\/]es[\\/](table|pagination)', 1.4),
    // Parts the size-based merge put beside modules the sign-in page needs (a table's query hooks, a dialog's
    // first focus), so it fetched them unused: the number input, the switch, and the document validator with the
    // JSON Schema package under it (loaded where a form validates: the form engine, on a first interaction).
    heavyPart('number-input', 'rc-input-number|@rc-component[\\/]mini-decimal|antd[\\/]es[\\/]input-number', 1.35),
    heavyPart('switch', 'rc-switch|antd[\\/]es[\\/]switch', 1.34),
    { name: 'validator', test: /[\\/](node_modules[\\/]@cfworker[\\/]json-schema[\\/]|src[\\/]core[\\/]validation[\\/]evalFreeValidator)/, includeDependenciesRecursively: false, priority: 1.33 },
    // The studio's own parts apart from the pages' shared code: merged by size, they went into a chunk the
    // form renderer loads, and the sign-in page fetched the studio's api, Segmented and AutoComplete (with Select).
    heavyPart('studio-parts', 'rc-segmented|antd[\\/]es[\\/](segmented|auto-complete)', 1.3),
    {
      name: 'studio',
      test: /[\\/]src[\\/]studio[\\/]/,
      minShareCount: 2,
      entriesAware: true,
      entriesAwareMergeThreshold: MERGE_BELOW_BYTES,
      // Only the studio's own modules: with their dependencies it took antd's inputs into chunks the sign-in
      // page shares, which then imported the studio's other chunks and back (a cycle).
      includeDependenciesRecursively: false,
      priority: 1.2,
    },
    {
      name: 'shared',
      test: /[\\/](node_modules|src|renderers)[\\/]/,
      minShareCount: 2,
      entriesAware: true,
      entriesAwareMergeThreshold: MERGE_BELOW_BYTES,
      priority: 1,
    },
  ],
};
