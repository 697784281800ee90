/**
 * The reference server's own captcha: a small arithmetic question
 * drawn as an SVG image, generated here with no external service. Each
 * challenge is answered once: verifying consumes it, right or wrong, so a
 * token cannot be replayed and a wrong guess costs a new challenge. Kept in
 * memory per app instance (a restart forgets open challenges; the person asks
 * for a new one). A demo-grade challenge: it stops a script that skips the
 * step, not a determined OCR bot; deployments that need more configure GeeTest.
 */
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** How long a challenge may be answered (5 minutes). */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** Open challenges kept at most; the oldest go first (a flood cannot grow memory). */
const MAX_OPEN = 10_000;

interface Open {
  answer: string;
  expires: number;
}

/** One app instance's open challenges. */
export interface ChallengeStore {
  /** A new challenge: its id and the image (a data: URL) showing the question. */
  issue(): { id: string; image: string };
  /** True when `token` (`id:answer`) answers an open, unexpired challenge; consumes it either way. */
  consume(token: string): boolean;
}

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The question as an SVG picture with a little noise (lines, jittered glyphs). */
function drawQuestion(question: string): string {
  const glyphs = [...question]
    .map((ch, i) => {
      const x = 12 + i * 17;
      const y = 30 + randomInt(-4, 5);
      const rotate = randomInt(-15, 16);
      return `<text x="${x}" y="${y}" transform="rotate(${rotate} ${x} ${y})" font-size="22" font-family="monospace" fill="#1f3b63">${escapeXml(ch)}</text>`;
    })
    .join('');
  const lines = Array.from({ length: 4 }, () => `<line x1="${randomInt(0, 60)}" y1="${randomInt(0, 44)}" x2="${randomInt(100, 160)}" y2="${randomInt(0, 44)}" stroke="#9bb0cc" stroke-width="1"/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="44" viewBox="0 0 160 44"><rect width="160" height="44" fill="#eef3fa"/>${lines}${glyphs}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/** A store over `now` (the app's clock, so tests can expire challenges). */
export function createChallengeStore(now: () => Date): ChallengeStore {
  const open = new Map<string, Open>();
  return {
    issue() {
      const a = randomInt(1, 10);
      const b = randomInt(1, 10);
      const plus = randomInt(0, 2) === 1;
      const [x, y] = plus || a >= b ? [a, b] : [b, a];
      const answer = String(plus ? x + y : x - y);
      const id = randomBytes(16).toString('hex');
      if (open.size >= MAX_OPEN) {
        const oldest = open.keys().next().value;
        if (oldest !== undefined) open.delete(oldest);
      }
      open.set(id, { answer, expires: now().getTime() + CHALLENGE_TTL_MS });
      return { id, image: drawQuestion(`${x}${plus ? '+' : '-'}${y}=?`) };
    },
    consume(token) {
      const colon = token.indexOf(':');
      if (colon <= 0) return false;
      const id = token.slice(0, colon);
      const given = token.slice(colon + 1).trim();
      const entry = open.get(id);
      if (!entry) return false;
      open.delete(id);
      if (entry.expires < now().getTime()) return false;
      const want = Buffer.from(entry.answer);
      const got = Buffer.from(given);
      return want.length === got.length && timingSafeEqual(want, got);
    },
  };
}
