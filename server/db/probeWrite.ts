/**
 * Whether the disk takes a write in a folder: a probe file of `bytes` written, flushed and removed.
 * The start (a folder PGlite cannot open) and /healthz (a full disk) ask the same question.
 */
import { open, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** The disk's refusal of a probe write in `dir` (its error code), or undefined when it takes one. */
export async function refusedWrite(dir: string, bytes: number, name = 'probe'): Promise<string | undefined> {
  const path = join(dir, `.eps-${name}-${process.pid}`);
  try {
    const file = await open(path, 'w');
    try {
      await file.write(Buffer.alloc(bytes, 0x5a));
      await file.sync();
    } finally {
      await file.close();
    }
    return undefined;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code ?? 'EIO';
  } finally {
    await rm(path, { force: true }).catch(() => undefined);
  }
}
