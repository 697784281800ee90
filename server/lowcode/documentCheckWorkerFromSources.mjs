// The document check worker (documentCheckWorker.ts) run from the TypeScript sources: vitest and `npm run
// server`. Node 20 does not apply `--import` hooks in a worker thread, so tsx registers its own here, in the
// worker, before the TypeScript module loads. The bundle `npm start` runs has a JavaScript worker and skips this.
import { register } from 'tsx/esm/api';

register();
const { default: checkDocument } = await import('./documentCheckWorker.ts');

export default checkDocument;
