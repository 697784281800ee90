/**
 * The statistic renderer: a templated value keeps numbers numbers (grouped),
 * with title, colour and suffix; with onClick it is a keyboard-accessible
 * button running its actions.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderSchema } from '../../helpers/renderSchema';
import { preloadRenderers } from './preload';

beforeAll(() => preloadRenderers(['statistic']));

describe('statistic renderer', () => {
  it('shows the title and the value from the scope, coloured, with a suffix; not a button without onClick', async () => {
    const { container } = renderSchema(
      { type: 'statistic', testId: 'count', title: { 'zh-cn': '进行中', en: 'Underway' }, value: '${counts.underway ?? 0}', color: '#1677ff', suffix: { 'zh-cn': '项', en: 'tasks' } },
      { data: { counts: { underway: 12345 } } },
    );
    const root = await screen.findByTestId('count');
    expect(root.textContent).toContain('Underway');
    expect(root.querySelector('.ant-statistic-content-value')?.textContent).toBe('12,345');
    expect(root.querySelector('.ant-statistic-content-suffix')?.textContent).toBe('tasks');
    expect((root.querySelector('.ant-statistic-content') as HTMLElement).style.color).toBe('rgb(22, 119, 255)');
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('.eps-statistic')).toBe(root);
  });

  it('falls back through the expression when the value is missing', async () => {
    renderSchema({ type: 'statistic', testId: 'count', title: 'x', value: '${counts.finished ?? 0}' }, { data: { counts: {} } });
    expect((await screen.findByTestId('count')).querySelector('.ant-statistic-content-value')?.textContent).toBe('0');
  });

  it('runs onClick on click, Enter and Space', async () => {
    const { env } = renderSchema(
      { type: 'statistic', testId: 'count', title: 'Finished', value: '${n}', onClick: { action: 'navigate', to: '/tasks?n=${n}' } },
      { data: { n: 7 } },
    );
    const button = await screen.findByRole('button');
    expect(button).toBe(screen.getByTestId('count'));
    expect(button.getAttribute('tabindex')).toBe('0');
    fireEvent.click(button);
    await waitFor(() => expect(env.navigations).toEqual(['/tasks?n=7']));
    fireEvent.keyDown(button, { key: 'Enter' });
    await waitFor(() => expect(env.navigations).toHaveLength(2));
    fireEvent.keyDown(button, { key: ' ' });
    await waitFor(() => expect(env.navigations).toHaveLength(3));
  });

  it('does nothing when disabled', async () => {
    const { env } = renderSchema({ type: 'statistic', testId: 'count', value: '1', disabledOn: 'true', onClick: { action: 'navigate', to: '/x' } });
    const button = await screen.findByRole('button');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    fireEvent.keyDown(button, { key: 'Enter' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(env.navigations).toEqual([]);
  });
});
