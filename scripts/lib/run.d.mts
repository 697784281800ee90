import type { ChildProcess } from 'node:child_process';

/** Types of scripts/lib/run.mjs (the scripts' child processes). */
export interface Started {
  name: string;
  child: ChildProcess;
  exited: Promise<{ code: number; reason: string }>;
  stop(signal?: NodeJS.Signals): void;
}
export declare function start(name: string, command: string, args: string[], options?: { env?: Record<string, string>; group?: boolean; ipc?: boolean; piped?: boolean }): Started;
export declare function keepRunning(launch: (attempt: number) => Started, stopped: Promise<unknown>, options?: { firstDelayMs?: number; maxDelayMs?: number; quickMs?: number; maxQuickDeaths?: number }): Promise<number>;
