import { describe, expect, it } from 'vitest';
import { findChunkCycles } from '../../../build/chunkCycles.mjs';

// The build fails on a chunk import cycle; this is the finder it uses.
const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe('findChunkCycles', () => {
  it('finds none in a layered graph', () => {
    expect(findChunkCycles(graph({ index: ['initial', 'vendor', 'react'], initial: ['vendor', 'react'], vendor: ['react'], react: [], screen: ['shared', 'initial'], shared: ['vendor'] }))).toEqual([]);
  });

  it('names the chunks of a two-chunk cycle as a closed path', () => {
    expect(findChunkCycles(graph({ index: ['a'], a: ['b'], b: ['a'] }))).toEqual([['a', 'b', 'a']]);
  });

  it('reports each cycle once, with a path that stays inside it', () => {
    const cycles = findChunkCycles(graph({ a: ['b'], b: ['c'], c: ['a', 'd'], d: ['e'], e: ['d'], f: ['f'] }));
    expect(cycles).toHaveLength(3);
    const paths = cycles.map((cycle) => cycle.join('>'));
    expect(paths).toContain('f>f');
    const abc = cycles.find((cycle) => cycle.includes('a'));
    expect(abc?.[0]).toBe(abc?.[abc.length - 1]);
    expect(new Set(abc)).toEqual(new Set(['a', 'b', 'c']));
    expect(cycles.find((cycle) => cycle.includes('d'))).toHaveLength(3);
  });

  it('ignores imports of files outside the graph', () => {
    expect(findChunkCycles(graph({ a: ['external.js'] }))).toEqual([]);
  });
});
