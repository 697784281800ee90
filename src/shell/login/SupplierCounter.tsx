/**
 * The joined-supplier counter (spec portal-shell 2.2: "a counter of joined
 * suppliers shown digit by digit"), from the public supplier count
 * (GET /eps/usercenter/epsCaTenant/tenantCount, data is a number).
 */
import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiProvider } from '../../core/env';

/** The digits of a count, as shown one per box (negative or broken counts show 0). */
export function countDigits(count: unknown): string[] {
  const value = typeof count === 'number' ? count : Number(count);
  const whole = Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
  return String(whole).split('');
}

export function SupplierCounter({ api }: { api: ApiProvider }): ReactElement | null {
  const { t } = useTranslation();
  const [count, setCount] = useState<number | undefined>(undefined);
  useEffect(() => {
    let live = true;
    api
      .request<number>({ method: 'get', url: '/eps/usercenter/epsCaTenant/tenantCount', silent: true })
      .then((envelope) => live && setCount(Number(envelope.data)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api]);
  if (count === undefined) return null;
  const digits = countDigits(count);
  return (
    <div className="eps-login-counter" data-testid="supplier-counter" aria-label={`${t('login.counter.title')} ${digits.join('')} ${t('login.counter.unit')}`}>
      <div className="eps-login-counter-title">{t('login.counter.title')}</div>
      <div className="eps-login-counter-digits" aria-hidden="true">
        {digits.map((digit, index) => (
          <span key={index} className="eps-login-counter-digit">
            {digit}
          </span>
        ))}
        <span className="eps-login-counter-unit">{t('login.counter.unit')}</span>
      </div>
    </div>
  );
}
