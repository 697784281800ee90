import type { Plugin } from 'vite';

export function findChunkCycles(graph: Map<string, string[]>): string[][];
export function chunkCycleCheck(): Plugin;
