/**
 * The captcha client of the built-in challenge. The verifier asks
 * the server for a challenge, shows its picture, and resolves with
 * `id:answer`; closing the dialog cancels. Real antd and i18next.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { CaptchaCancelledError } from '../../../src/shell/login/captcha';
import { useBuiltinCaptcha } from '../../../src/shell/login/BuiltinCaptcha';
import { useEnv } from '@core/react';
import { ok } from '../../helpers/testEnv';
import { renderShell } from '../shell/harness';

const IMAGE = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"><text>3+4=?</text></svg>')}`;

function Probe(): ReactElement {
  const { api } = useEnv();
  const { verifier, dialog } = useBuiltinCaptcha(api);
  const [result, setResult] = useState('');
  const run = (): void => {
    verifier.verify({ mode: 'builtin', captchaId: null, api: null }).then(
      (token) => setResult(`token ${token}`),
      (error: unknown) => setResult(error instanceof CaptchaCancelledError ? 'cancelled' : 'failed'),
    );
  };
  return (
    <>
      <button onClick={run}>verify</button>
      <output data-testid="result">{result}</output>
      {dialog}
    </>
  );
}

let issued = 0;
const api = (request: { url: string }) => {
  if (request.url === '/eps/auth/captcha/challenge') return ok({ id: `c${++issued}`, image: IMAGE });
  return ok(null);
};

describe('built-in captcha dialog', () => {
  it('shows the challenge and resolves with its id and the answer', async () => {
    issued = 0;
    renderShell(<Probe />, { api: api as never });
    fireEvent.click(screen.getByText('verify'));
    const image = await screen.findByTestId('captcha-image');
    expect(image.getAttribute('src')).toBe(IMAGE);
    expect(screen.getByText('请计算图中算式的结果')).toBeTruthy();
    // Clicking the picture asks for another question.
    fireEvent.click(image);
    await waitFor(() => expect(issued).toBe(2));
    fireEvent.change(screen.getByTestId('captcha-answer'), { target: { value: ' 7 ' } });
    fireEvent.keyDown(screen.getByTestId('captcha-answer'), { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.getByTestId('result').textContent).toBe('token c2:7'));
  });

  it('cancels when the dialog is closed', async () => {
    renderShell(<Probe />, { api: api as never });
    fireEvent.click(screen.getByText('verify'));
    await screen.findByTestId('captcha-image');
    fireEvent.click(document.querySelector('.ant-modal-close') as Element);
    await waitFor(() => expect(screen.getByTestId('result').textContent).toBe('cancelled'));
  });

  it('fails when no challenge can be had (the sign-in reports it)', async () => {
    renderShell(<Probe />, {
      api: ((request: { url: string }) => {
        if (request.url === '/eps/auth/captcha/challenge') throw new Error('down');
        return ok(null);
      }) as never,
    });
    fireEvent.click(screen.getByText('verify'));
    await waitFor(() => expect(screen.getByTestId('result').textContent).toBe('failed'));
  });
});
