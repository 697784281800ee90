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
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    api
      .request<number>({ method: 'get', url: '/eps/usercenter/epsCaTenant/tenantCount', silent: true })
      .then(
        (envelope) => live && setCount(Number(envelope.data)),
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [api]);
  // A count that cannot be read is left out rather than shown wrong (the call is silent: it is decoration).
  if (failed) return null;
  const title = t('login.counter.title');
  const unit = t('login.counter.unit');
  // While the count loads, the title and an empty box hold its place: the hero does not jump when it comes.
  const digits = count === undefined ? undefined : countDigits(count);
  return (
    <div
      className="eps-login-counter"
      data-testid="supplier-counter"
      aria-busy={digits === undefined}
      aria-label={digits ? `${title} ${digits.join('')} ${unit}` : title}
    >
      <div className="eps-login-counter-title">{title}</div>
      <div className="eps-login-counter-digits" aria-hidden="true">
        {digits ? (
          digits.map((digit, index) => (
            <span key={index} className="eps-login-counter-digit">
              {digit}
            </span>
          ))
        ) : (
          <span className="eps-login-counter-digit eps-login-counter-digit-pending" />
        )}
        <span className="eps-login-counter-unit">{unit}</span>
      </div>
    </div>
  );
}
