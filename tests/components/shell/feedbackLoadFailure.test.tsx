/**
 * When the confirm dialogs' code cannot load (src/shell/env/feedback.tsx):
 * the waiting confirm answers "no", an error notice says why, nothing hangs.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../src/i18n/createI18n';
import { FeedbackProvider, useFeedback } from '../../../src/shell/env/feedback';

vi.mock('../../../src/shell/env/confirmDialogs', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const i18n = createI18n('en');

function Ask({ answers }: { answers: string[] }): ReactElement {
  const { modal } = useFeedback();
  return (
    <button type="button" onClick={() => modal.confirm({ title: 'Delete it?', onOk: () => void answers.push('yes'), onCancel: () => void answers.push('no') })}>
      Ask
    </button>
  );
}

describe('FeedbackProvider without its dialog code', () => {
  it('answers a waiting confirm with "no" and shows a translated error notice', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answers: string[] = [];
    render(
      <I18nextProvider i18n={i18n}>
        <ConfigProvider theme={{ token: { motion: false } }}>
          <FeedbackProvider>
            <Ask answers={answers} />
          </FeedbackProvider>
        </ConfigProvider>
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    await waitFor(() => expect(answers).toEqual(['no']));
    expect(await screen.findByText(i18n.t('renderers.dialogLoad.failed'))).toBeTruthy();
    expect(screen.queryByText('Delete it?')).toBeNull();
    errors.mockRestore();
  });
});
