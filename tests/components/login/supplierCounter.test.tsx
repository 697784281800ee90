/**
 * spec portal-shell 2.2: the joined-supplier counter. Its title and an empty
 * digit box hold the hero's place while the count loads (the page does not
 * jump when it comes, and the title paints with the page); the count then
 * shows digit by digit; a count that cannot be read leaves the counter out.
 */
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { ApiCallError, type ApiEnvelope, type ApiProvider } from '@core/env';
import { createI18n } from '../../../src/i18n/createI18n';
import { SupplierCounter } from '../../../src/shell/login/SupplierCounter';

/** An api whose tenantCount call settles when the test says so. */
function pendingCount(): { api: ApiProvider; answer: (count: number) => void; fail: () => void } {
  let answer: (count: number) => void = () => undefined;
  let fail: () => void = () => undefined;
  const call = new Promise<ApiEnvelope>((resolve, reject) => {
    answer = (count) => resolve({ code: '200', data: count });
    fail = () => reject(new ApiCallError('down', { status: 503 }));
  });
  const api: ApiProvider = { request: <T,>() => call as Promise<ApiEnvelope<T>> };
  return { api, answer: (count) => answer(count), fail: () => fail() };
}

function renderCounter(api: ApiProvider) {
  return render(
    <I18nextProvider i18n={createI18n('zh-cn')}>
      <SupplierCounter api={api} />
    </I18nextProvider>,
  );
}

describe('SupplierCounter', () => {
  it('holds its place with the title and an empty box, then shows the count digit by digit', async () => {
    const { api, answer } = pendingCount();
    const { container } = renderCounter(api);
    const counter = screen.getByTestId('supplier-counter');
    expect(counter.getAttribute('aria-busy')).toBe('true');
    expect(counter.getAttribute('aria-label')).toBe('已入驻供应商');
    expect(screen.getByText('已入驻供应商').className).toBe('eps-login-counter-title');
    expect(container.querySelectorAll('.eps-login-counter-digit-pending')).toHaveLength(1);

    answer(1024);
    await screen.findByText('4');
    expect(counter.getAttribute('aria-busy')).toBe('false');
    expect(counter.getAttribute('aria-label')).toBe('已入驻供应商 1024 家');
    expect([...container.querySelectorAll('.eps-login-counter-digit')].map((digit) => digit.textContent)).toEqual(['1', '0', '2', '4']);
    expect(container.querySelector('.eps-login-counter-digit-pending')).toBeNull();
  });

  it('leaves the counter out when the count cannot be read', async () => {
    const { api, fail } = pendingCount();
    renderCounter(api);
    expect(screen.queryByTestId('supplier-counter')).not.toBeNull();
    fail();
    await expect.poll(() => screen.queryByTestId('supplier-counter')).toBeNull();
  });
});
