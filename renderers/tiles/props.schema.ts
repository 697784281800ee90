import type { JsonSchema } from '@core/registry';
import type { PropsOf } from '@core/schema/propsOf';
import type { SchemaNode } from '@core/schema/types';

/** spec portal-shell 9: the home apps search settles 180 ms after the last keystroke. */
export const DEFAULT_SEARCH_DEBOUNCE_MS = 180;

/** How one record becomes a tile; each template sees the record as `item` and its position as `index`. */
const tileSchema = {
  type: 'object',
  required: ['title'],
  additionalProperties: false,
  properties: {
    /** Tile title (a template or key); the search matches it. */
    title: { $ref: '#/$defs/text' },
    /** Image URL template; an app icon shows when it is empty or fails to load. */
    icon: { type: 'string' },
    /** Stable key template (default: the position). */
    key: { type: 'string' },
  },
} as const;

export const tilesPropsSchema = {
  type: 'object',
  required: ['tile'],
  additionalProperties: false,
  properties: {
    source: { type: 'string', pattern: '\\$\\{' },
    api: { $ref: '#/$defs/dataSource' },
    tile: tileSchema,
    onItemClick: { $ref: '#/$defs/actions' },
    /** Show the search box (default true). */
    searchable: { type: 'boolean' },
    searchPlaceholder: { $ref: '#/$defs/text' },
    /** Milliseconds after the last keystroke before the search applies (default 180). */
    searchDebounce: { type: 'integer', minimum: 0, maximum: 5000 },
    /** Shown under the empty picture when there are no tiles. */
    empty: { $ref: '#/$defs/text' },
    /** The narrowest a tile gets, in px (default 112); the grid fits as many as the width allows. */
    tileMinWidth: { type: 'integer', minimum: 48, maximum: 480 },
  },
} as const satisfies JsonSchema;


/**
 * A grid of tiles (apps, shortcuts) from `source` (a `${...}` template) or
 * `api`, with a search box: its trimmed text filters after `searchDebounce`
 * ms, not during IME composition; matching tiles move to the front and are
 * highlighted. Focusing the box fixes the grid's height until it loses focus.
 * `onItemClick` runs with the record as `item`; while it runs the tile shows
 * a progress bar and ignores clicks. With `testId`, the search box carries
 * `<testId>-search` and each tile `<testId>-item`.
 */
export type TilesNode = SchemaNode & { type: 'tiles' } & PropsOf<typeof tilesPropsSchema>;
