/**
 * core/heldAnswers (render-as-you-fetch): a call started ahead is
 * handed to the first node asking the same thing, only reads are started,
 * a failed one is forgotten, and nothing is kept longer than HOLD_MS.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestKey } from '../../../src/core/dataSource';
import type { ApiEnvelope, ApiProvider, ApiRequest } from '../../../src/core/env';
import { HOLD_MS, arrivedAnswer, callOrTakeHeld, holdAnswer, takeHeldCall } from '../../../src/core/heldAnswers';

const envelope = (data: unknown): ApiEnvelope => ({ code: '200', message: 'success', data });

function recordingApi(answer: (request: ApiRequest) => Promise<ApiEnvelope> = () => Promise.resolve(envelope('rows'))): ApiProvider & { calls: ApiRequest[] } {
  const calls: ApiRequest[] = [];
  return {
    calls,
    request: <T,>(request: ApiRequest) => {
      calls.push(request);
      return answer(request) as Promise<ApiEnvelope<T>>;
    },
  };
}

const page1: ApiRequest = { method: 'get', url: '/eps/tasks', params: { pageNum: 1, pageSize: 20 } };

afterEach(() => {
  vi.useRealTimers();
});

describe('heldAnswers', () => {
  it('starts a read once, silently, and hands its answer to the first node that asks', async () => {
    const api = recordingApi();
    holdAnswer(api, page1);
    holdAnswer(api, { ...page1, params: { pageSize: 20, pageNum: 1 } });
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.silent).toBe(true);
    expect(arrivedAnswer(api, requestKey(page1))).toBeUndefined();
    await Promise.resolve();
    await Promise.resolve();
    expect(arrivedAnswer(api, requestKey(page1))?.data).toBe('rows');

    await expect(callOrTakeHeld(api, page1, true)).resolves.toMatchObject({ data: 'rows' });
    expect(api.calls).toHaveLength(1);
    // Taken: the next node (or a reload) calls.
    expect(arrivedAnswer(api, requestKey(page1))).toBeUndefined();
    await callOrTakeHeld(api, page1, true);
    expect(api.calls).toHaveLength(2);
    expect(api.calls[1]?.silent).toBeUndefined();
  });

  it('never starts a write, a call announcing success, or one per api provider for another', () => {
    const api = recordingApi();
    holdAnswer(api, { method: 'post', url: '/eps/tasks', data: {} });
    holdAnswer(api, { ...page1, successMsg: 'Loaded' });
    holdAnswer(api, { method: 'get', url: '' });
    expect(api.calls).toHaveLength(0);
    holdAnswer(api, page1);
    const other = recordingApi();
    expect(takeHeldCall(other, requestKey(page1))).toBeUndefined();
  });

  it('a reload does not use what is held', async () => {
    const api = recordingApi();
    holdAnswer(api, page1);
    await callOrTakeHeld(api, page1, false);
    expect(api.calls).toHaveLength(2);
    expect(takeHeldCall(api, requestKey(page1))).toBeDefined();
  });

  it('forgets a failed call: the node makes its own, which tells the user', async () => {
    let fail = true;
    const api = recordingApi(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(envelope('late'))));
    holdAnswer(api, page1);
    await Promise.resolve();
    await Promise.resolve();
    expect(takeHeldCall(api, requestKey(page1))).toBeUndefined();
    fail = false;
    await expect(callOrTakeHeld(api, page1, true)).resolves.toMatchObject({ data: 'late' });
    expect(api.calls.map((call) => call.silent)).toEqual([true, undefined]);
  });

  it('falls back to its own call when the held one fails while the node waits for it', async () => {
    let reject: (error: Error) => void = () => undefined;
    let calls = 0;
    const api = recordingApi(() => {
      calls += 1;
      return calls === 1 ? new Promise((_, no) => (reject = no)) : Promise.resolve(envelope('second'));
    });
    holdAnswer(api, page1);
    const answer = callOrTakeHeld(api, page1, true);
    reject(new Error('offline'));
    await expect(answer).resolves.toMatchObject({ data: 'second' });
    expect(api.calls).toHaveLength(2);
  });

  it('drops an answer nobody took after HOLD_MS', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const api = recordingApi();
    holdAnswer(api, page1);
    await Promise.resolve();
    await Promise.resolve();
    vi.setSystemTime(Date.now() + HOLD_MS - 1);
    expect(arrivedAnswer(api, requestKey(page1))).toBeDefined();
    vi.setSystemTime(Date.now() + 2);
    expect(arrivedAnswer(api, requestKey(page1))).toBeUndefined();
    holdAnswer(api, page1);
    expect(api.calls).toHaveLength(2);
  });
});
