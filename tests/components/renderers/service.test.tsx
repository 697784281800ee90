/**
 * The service renderer: the body renders at once with the default data, then
 * with the loaded data's keys as names; a failed call keeps the defaults; a
 * reload action calls again.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiCallError, type ApiEnvelope } from '@core/env';
import { renderSchema } from '../../helpers/renderSchema';
import { ok } from '../../helpers/testEnv';

const counts = {
  type: 'page',
  body: [
    {
      type: 'service',
      id: 'counts',
      testId: 'svc',
      api: { url: '/eps/counts', responseData: { counts: 'data' }, silent: true },
      data: { counts: { underway: 0 } },
      body: { type: 'text', text: 'Underway ${counts.underway}' },
    },
    { type: 'button', label: 'Reload', action: { action: 'reload', target: 'counts' } },
  ],
};

describe('service renderer', () => {
  it('renders the body with the defaults first, then with the loaded names; reload calls again', async () => {
    let answer: ((envelope: ApiEnvelope) => void) | undefined;
    let calls = 0;
    renderSchema(counts, {
      api: () => {
        calls += 1;
        return calls === 1 ? new Promise<ApiEnvelope>((resolve) => (answer = resolve)) : ok({ underway: 9 });
      },
    });
    expect(await screen.findByText('Underway 0')).toBeTruthy();
    expect(screen.getByTestId('svc').getAttribute('aria-busy')).toBe('true');
    answer?.(ok({ underway: 4 }));
    expect(await screen.findByText('Underway 4')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('Underway 9')).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('keeps the defaults when the call fails', async () => {
    const { env } = renderSchema(counts, { api: () => Promise.reject(new ApiCallError('down')) });
    await waitFor(() => expect(env.requests).toHaveLength(1));
    expect(await screen.findByText('Underway 0')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('svc').hasAttribute('aria-busy')).toBe(false));
  });

  it('with progress, shows a bar while the call is under way, at 100 when it answers, then none', async () => {
    let answer: ((envelope: ApiEnvelope) => void) | undefined;
    renderSchema(
      { type: 'service', testId: 'svc', progress: true, api: { url: '/eps/counts', responseData: { counts: 'data' } }, body: { type: 'text', text: 'Underway ${counts.underway ?? 0}' } },
      { api: () => new Promise<ApiEnvelope>((resolve) => (answer = resolve)) },
    );
    const bar = await screen.findByRole('progressbar', { name: 'Loading' });
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
    answer?.(ok({ underway: 4 }));
    expect(await screen.findByText('Underway 4')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });
});


describe('a count is never shown before it is known', () => {
  const withStatistic = {
    type: 'service',
    api: { url: '/eps/counts', responseData: { counts: 'data' }, silent: true },
    data: { counts: {} },
    body: { type: 'statistic', testId: 'stat', title: 'Underway', value: "${$failed ? '—' : counts.underway ?? 0}", loadingOn: '$loading' },
  };

  it('shows a skeleton while loading, then the number', async () => {
    let answer: ((envelope: ApiEnvelope) => void) | undefined;
    renderSchema(withStatistic, { api: () => new Promise<ApiEnvelope>((resolve) => (answer = resolve)) });
    const stat = await screen.findByTestId('stat');
    expect(stat.querySelector('.ant-skeleton')).not.toBeNull();
    expect(stat.textContent).not.toContain('0');
    answer?.(ok({ underway: 7 }));
    await waitFor(() => expect(screen.getByTestId('stat').textContent).toContain('7'));
    expect(screen.getByTestId('stat').querySelector('.ant-skeleton')).toBeNull();
  });

  it('shows a dash, not 0, when the call failed', async () => {
    renderSchema(withStatistic, { api: () => Promise.reject(new ApiCallError('down')) });
    await waitFor(() => expect(screen.getByTestId('stat').textContent).toContain('—'));
    expect(screen.getByTestId('stat').textContent).not.toContain('0');
  });
});
