/**
 * spec portal-shell 2.2 and 9: the register QR code polls every 500 ms until
 * the system parameters are available. useLoginParams retries the parameter
 * call every 500 ms for as long as it fails; the code shows loading until
 * then, and the SU_QR_CODE address (with its lang query) after. Fake timers.
 */
import { act, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError, type ApiProvider, type ApiRequest } from '../../../src/core/env';
import { createI18n } from '../../../src/i18n/createI18n';
import { loginLinksOf } from '../../../src/shell/login/loginLinks';
import { QrRegister } from '../../../src/shell/login/QrRegister';
import { PARAMS_RETRY_MS, useLoginParams } from '../../../src/shell/login/useLoginParams';

/** The parameter call fails `failures` times, then answers SU_QR_CODE. */
function flakyParams(failures: number): ApiProvider & { calls: number } {
  const api = {
    calls: 0,
    request: <T,>(request: ApiRequest) => {
      if (request.url !== '/eps/config/params/list') return Promise.reject(new ApiCallError('unexpected'));
      api.calls += 1;
      if (api.calls <= failures) return Promise.reject(new ApiCallError('down', { status: 503 }));
      return Promise.resolve({ code: '200', data: [{ paramCode: 'SU_QR_CODE', paramValue: 'https://m.example.com/register' }] as T });
    },
  };
  return api;
}

/** The login page's wiring of the QR code (LoginPage → VisitorMain). */
function QrProbe({ api }: { api: ApiProvider }): ReactElement {
  const params = useLoginParams(api);
  const value = params ? loginLinksOf(params, 'zh-cn', window.location.origin).qrCode : undefined;
  return (
    <>
      <output data-testid="qr-value">{value ?? 'pending'}</output>
      <QrRegister value={value} size={148} />
    </>
  );
}

function renderProbe(api: ApiProvider): void {
  render(
    <I18nextProvider i18n={createI18n('zh-cn')}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <QrProbe api={api} />
      </ConfigProvider>
    </I18nextProvider>,
  );
}

const loading = (): boolean => document.querySelector('[data-testid="register-qr"] .ant-qrcode-mask') !== null;

describe('register QR code poll', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom has no canvas; the code is drawn in the browser tests.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('retries every 500 ms while the parameters are not available, then shows the code and stops', async () => {
    // More failures than a minute's worth of patience: the poll does not give up.
    const api = flakyParams(60);
    renderProbe(api);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(api.calls).toBe(1);
    expect(loading()).toBe(true);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(PARAMS_RETRY_MS - 1);
    });
    expect(api.calls).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(api.calls).toBe(2);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(59 * PARAMS_RETRY_MS);
    });
    expect(api.calls).toBe(61);
    expect(screen.getByTestId('qr-value').textContent).toBe('https://m.example.com/register?lang=zh-cn');
    expect(loading()).toBe(false);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(10 * PARAMS_RETRY_MS);
    });
    expect(api.calls).toBe(61);
  });

  it('asks once when the parameters come at the first call', async () => {
    const api = flakyParams(0);
    renderProbe(api);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5 * PARAMS_RETRY_MS);
    });
    expect(api.calls).toBe(1);
    expect(loading()).toBe(false);
  });
});
