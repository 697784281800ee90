import { describe, expect, it } from 'vitest';
import { medianVitals, stackFloorNote } from '../../../bench/run/webVitals.mjs';

// `npm run bench` reports each Web Vitals figure as its median over runs: one run at 4x CPU is noisy.
const run = (lcpMs: number, tbtMs: number, inpMs = 80, cls = 0, longestTaskMs = 300) => ({ lcpMs, cls, tbtMs, inpMs, longestTaskMs });

describe('medianVitals', () => {
  it('takes the middle value of each figure on its own, not the middle run', () => {
    expect(medianVitals([run(3700, 500), run(6800, 150), run(3600, 170)])).toEqual(run(3700, 170));
  });

  it('averages the two middle values of an even count, CLS kept to three decimals', () => {
    expect(medianVitals([run(3000, 100, 60, 0.041), run(4000, 300, 100, 0.0425)])).toEqual({ lcpMs: 3500, tbtMs: 200, inpMs: 80, cls: 0.042, longestTaskMs: 300 });
  });

  it('gives a single run as it is', () => {
    expect(medianVitals([run(2400, 90, 64, 0.1)])).toEqual(run(2400, 90, 64, 0.1));
  });
});

// The stack-floor page (bench/run/stackFloor.mjs) is reported beside the login page, with no budget of its own.
describe('stackFloorNote', () => {
  it('says when the stack alone is over the LCP budget, and how much more the login page takes', () => {
    expect(stackFloorNote(3080, 3684)).toBe("LCP 3080 ms: the stack alone is over the 2500 ms budget on this machine; the login page's is 3684 ms, 604 ms more");
  });

  it('says when the stack alone is within it', () => {
    expect(stackFloorNote(1900, 2600)).toBe("LCP 1900 ms, within the 2500 ms budget; the login page's is 2600 ms, 700 ms more");
  });

  it('says "less" when the login page painted before the stack alone', () => {
    expect(stackFloorNote(2700, 2600)).toBe("LCP 2700 ms: the stack alone is over the 2500 ms budget on this machine; the login page's is 2600 ms, 100 ms less");
  });

  it('gives the floor alone when the login page was not measured', () => {
    expect(stackFloorNote(1900, undefined)).toBe('LCP 1900 ms');
  });
});
