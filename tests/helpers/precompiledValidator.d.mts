import type { Plugin } from 'vite';

export const PRECOMPILED_VALIDATOR_FILE: string;
export function precompiledDocumentValidator(): Plugin;
