/**
 * SMS and e-mail verification codes: six random digits, valid 5 minutes,
 * at most 5 tries, one use, one code per recipient and purpose per resend
 * window (spec portal-shell 9: 60 s). Only a hash is stored.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { verificationCodes } from '../db/schema';
import type { AppContext } from '../context';
import { tooManyRequests } from '../http/errors';
import type { Lang } from '../http/messages';
import { translate } from '../http/messages';

const MAX_ATTEMPTS = 5;

function hashCode(key: string, code: string): string {
  return createHash('sha256').update(`${key}:${code}`).digest('hex');
}

/** What a caller asks to verify. */
export interface CodeRequest {
  channel: 'sms' | 'email';
  target: string;
  purpose: string;
}

/** Issues and delivers a code; returns the key the portal sends back with it. */
export async function issueCode(ctx: AppContext, request: CodeRequest, lang: Lang): Promise<{ key: string }> {
  const now = ctx.now();
  const [last] = await ctx.db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.target, request.target), eq(verificationCodes.purpose, request.purpose)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (last) {
    const waitMs = last.createdAt.getTime() + ctx.config.codeResendMs - now.getTime();
    if (waitMs > 0) throw tooManyRequests('code.tooSoon', { seconds: Math.ceil(waitMs / 1000) });
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const key = randomBytes(16).toString('base64url');
  await ctx.db.insert(verificationCodes).values({
    key,
    channel: request.channel,
    target: request.target,
    purpose: request.purpose,
    codeHash: hashCode(key, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ctx.config.codeTtlMs),
  });
  await ctx.outbox.deliver({
    channel: request.channel,
    to: request.target,
    purpose: request.purpose,
    key,
    code,
    text: translate(lang, 'code.smsText', { code, minutes: Math.round(ctx.config.codeTtlMs / 60_000) }),
    sentAt: now.toISOString(),
  });
  return { key };
}

/**
 * True (and the code is used up) when `code` matches the unexpired code issued
 * under `key`. Besides the 5 tries per code, wrong answers for one recipient
 * lock its code checks (auth/throttle.ts, 429), so asking for new codes does
 * not buy new guesses.
 */
export async function consumeCode(ctx: AppContext, request: CodeRequest & { key: string; code: string }): Promise<boolean> {
  const throttleKey = `code:${request.channel}:${request.target.toLowerCase()}`;
  // Counted before the check, so codes sent in parallel all count.
  const attempt = ctx.throttle.begin(throttleKey);
  const ok = await checkAndUse(ctx, request);
  if (ok) attempt.succeed();
  else attempt.fail();
  return ok;
}

async function checkAndUse(ctx: AppContext, request: CodeRequest & { key: string; code: string }): Promise<boolean> {
  const now = ctx.now();
  const [row] = await ctx.db.select().from(verificationCodes).where(eq(verificationCodes.key, request.key)).limit(1);
  if (
    !row ||
    row.channel !== request.channel ||
    row.target !== request.target ||
    row.purpose !== request.purpose ||
    row.usedAt !== null ||
    row.expiresAt.getTime() <= now.getTime() ||
    row.attempts >= MAX_ATTEMPTS
  ) {
    return false;
  }
  if (row.codeHash !== hashCode(row.key, request.code)) {
    await ctx.db.update(verificationCodes).set({ attempts: row.attempts + 1 }).where(eq(verificationCodes.id, row.id));
    return false;
  }
  // Conditional update: two concurrent uses of one code cannot both succeed.
  const used = await ctx.db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  return used.length === 1;
}
