/**
 * The shell's toasts, notices and dialogs (src/shell/env/feedback.tsx), in
 * place of antd's App: toasts and notices at once; confirm and info dialogs
 * load their code on the first call, and calls made meanwhile run in order.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../src/i18n/createI18n';
import { FeedbackProvider, useFeedback } from '../../../src/shell/env/feedback';

const i18n = createI18n('en');

function Buttons({ answers }: { answers: string[] }): ReactElement {
  const { message, notification, modal } = useFeedback();
  return (
    <>
      <button type="button" onClick={() => void message.success('Saved')}>Toast</button>
      <button type="button" onClick={() => notification.error({ message: 'Error', description: 'It broke', duration: 0 })}>Notice</button>
      <button
        type="button"
        onClick={() => {
          // Two calls before the dialog code is here: both open, in order.
          modal.info({ title: 'First notice', okText: 'Got it' });
          modal.confirm({ title: 'Delete it?', okText: 'Yes', cancelText: 'No', onOk: () => void answers.push('yes'), onCancel: () => void answers.push('no') });
        }}
      >
        Ask
      </button>
    </>
  );
}

function renderFeedback(answers: string[] = []): void {
  render(
    <I18nextProvider i18n={i18n}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <FeedbackProvider>
          <Buttons answers={answers} />
        </FeedbackProvider>
      </ConfigProvider>
    </I18nextProvider>,
  );
}

describe('FeedbackProvider', () => {
  it('shows toasts and notices, and mounts no dialog code before a dialog is asked for', async () => {
    renderFeedback();
    fireEvent.click(screen.getByRole('button', { name: 'Toast' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Notice' }));
    expect(await screen.findByText('It broke')).toBeTruthy();
    expect(document.querySelector('.ant-modal')).toBeNull();
  });

  it('opens dialogs asked for before their code arrived, in order, and reports the answer', async () => {
    const answers: string[] = [];
    renderFeedback(answers);
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    await waitFor(() => expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(2));
    const titles = [...document.querySelectorAll('.ant-modal-confirm-title')].map((title) => title.textContent);
    expect(titles).toEqual(['First notice', 'Delete it?']);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(answers).toEqual(['yes']));
  });
});
