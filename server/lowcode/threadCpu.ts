/**
 * A thread's own CPU time, read from Linux's /proc. The document checks' time limit is CPU time where this
 * answers: counted in wall time, a check of an ordinary document (~0.3 s of CPU) was refused as too complex
 * to check whenever other processes kept the machine's cores busy, because the check worker runs at a lower
 * OS priority. Node has no per-thread CPU clock before 23.9 (`process.threadCpuUsage`).
 */
import { readFileSync, realpathSync } from 'node:fs';

/** Linux's USER_HZ: /proc counts CPU time in these ticks (100 on every Linux Node supports). */
const TICKS_PER_SECOND = 100;

/** The stat file of the thread that calls this (/proc/<pid>/task/<tid>/stat), or undefined where there is none. */
export function ownThreadStatPath(): string | undefined {
  try {
    return `${realpathSync('/proc/thread-self')}/stat`;
  } catch {
    return undefined;
  }
}

/** CPU ms (user + system) the thread of `statPath` has used, in 10 ms steps; undefined when it cannot be read. */
export function threadCpuMs(statPath: string): number | undefined {
  let stat: string;
  try {
    stat = readFileSync(statPath, 'utf8');
  } catch {
    return undefined;
  }
  // After "pid (name) ": state, ppid, pgrp, session, tty_nr, tpgid, flags, minflt, cminflt, majflt, cmajflt,
  // utime, stime. The name may hold spaces and parentheses: count from the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : undefined;
}
