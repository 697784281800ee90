import type { CodeSplittingOptions } from 'rolldown';

export const MERGE_BELOW_BYTES: number;
export const codeSplitting: CodeSplittingOptions;
