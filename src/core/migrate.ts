/**
 * Screen document versions ("Every screen document carries
 * `schemaVersion`; the loader migrates older versions, so stored screens
 * survive format changes"). Migrations are an ordered list of steps, each
 * taking a document from one version to the next; a format change adds one
 * step and bumps {@link CURRENT_SCHEMA_VERSION}.
 */
import type { ScreenDocument } from './schema/types';

/** The format version this portal writes and renders. */
export const CURRENT_SCHEMA_VERSION = 1;

/** A document the loader cannot use, with the JSON pointer of the problem. */
export class SchemaDocumentError extends Error {
  /** JSON pointer of the bad part (`''` for the whole document). */
  readonly pointer: string;
  constructor(message: string, pointer = '') {
    super(message);
    this.name = 'SchemaDocumentError';
    this.pointer = pointer;
  }
}

type JsonObject = Record<string, unknown>;

/** One step: takes a document of version `from` to version `to` (= from + 1). */
export interface MigrationStep {
  readonly from: number;
  readonly to: number;
  /** What the step changes, for logs and docs. */
  readonly description: string;
  /** Returns the migrated document; must not change its input. */
  readonly migrate: (document: JsonObject) => JsonObject;
}

const isPlainObject = (value: unknown): value is JsonObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const isNode = (value: unknown): value is JsonObject => isPlainObject(value) && typeof value.type === 'string';

/** A copy of a JSON tree in which every node whose `body` is one node has it wrapped in a list. */
function wrapSingleBodies(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(wrapSingleBodies);
  if (!isPlainObject(value)) return value;
  const copy: JsonObject = {};
  for (const [key, item] of Object.entries(value)) {
    const migrated = wrapSingleBodies(item);
    // defineProperty: a "__proto__" key in the data stays a plain key.
    Object.defineProperty(copy, key, {
      value: key === 'body' && isNode(value) && isNode(migrated) ? [migrated] : migrated,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return copy;
}

/**
 * The migrations, in order. Add a step here when the format changes.
 *
 * v0 -> v1: v0 is any document written before versioning. Those documents
 * already named a node's data source `api` (page, table, form), which v1
 * keeps unchanged; they also allowed `body` to be a single node where v1
 * writes a list. The step wraps such single-node bodies in a list (anywhere
 * in the tree) and stamps `schemaVersion: 1`. Nothing else changes.
 */
export const MIGRATIONS: readonly MigrationStep[] = [
  {
    from: 0,
    to: 1,
    description: 'stamp schemaVersion 1; a single-node `body` becomes a one-item list',
    migrate: (document) => ({ ...(wrapSingleBodies(document) as JsonObject), schemaVersion: 1 }),
  },
];

/**
 * Brings a loaded document to {@link CURRENT_SCHEMA_VERSION}. A missing
 * `schemaVersion` means version 0. Throws {@link SchemaDocumentError} for a
 * non-object, a bad or newer version, or a root without a `type`. The input
 * is not changed. `migratedFrom` is set when the document was older.
 * @example const { document } = migrateDocument(JSON.parse(text));
 */
export function migrateDocument(input: unknown): { document: ScreenDocument; migratedFrom?: number } {
  if (!isPlainObject(input)) {
    const kind = input === null ? 'null' : Array.isArray(input) ? 'an array' : typeof input;
    throw new SchemaDocumentError(`A screen document must be a JSON object, not ${kind}`);
  }
  const declared = Object.prototype.hasOwnProperty.call(input, 'schemaVersion') ? input.schemaVersion : undefined;
  const version = declared === undefined ? 0 : declared;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
    throw new SchemaDocumentError(`schemaVersion must be a whole number >= 0, not ${JSON.stringify(version)}`, '/schemaVersion');
  }
  if (version > CURRENT_SCHEMA_VERSION) {
    throw new SchemaDocumentError(
      `This screen was written for a newer portal: schemaVersion ${version} > ${CURRENT_SCHEMA_VERSION}`,
      '/schemaVersion',
    );
  }
  let document: JsonObject = input;
  for (let at = version; at < CURRENT_SCHEMA_VERSION; ) {
    const step = MIGRATIONS.find((candidate) => candidate.from === at);
    if (!step) throw new SchemaDocumentError(`No migration from schemaVersion ${at}`, '/schemaVersion');
    document = step.migrate(document);
    at = step.to;
  }
  if (typeof document.type !== 'string') {
    throw new SchemaDocumentError('A screen document needs a root node "type"', '/type');
  }
  const result = document as ScreenDocument;
  return version < CURRENT_SCHEMA_VERSION ? { document: result, migratedFrom: version } : { document: result };
}
