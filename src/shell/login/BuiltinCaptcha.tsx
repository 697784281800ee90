/**
 * The client of the reference server's built-in captcha (EPS_LOGIN_GEE_TEST
 * = 'BUILTIN'): asks the server for a one-time challenge, shows its
 * picture in a dialog and resolves with `id:answer`, which the sign-in call
 * sends as `eps_challenge`; the server checks it. Closing the dialog cancels
 * the sign-in; clicking the picture asks for another question.
 */
import { Input } from 'antd';
import { LazyModal } from '../../../renderers/shared/LazyModal';
import { useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiProvider } from '../../core/env';
import { CaptchaCancelledError, type CaptchaVerifier } from './captcha';

interface Challenge {
  id: string;
  image: string;
}

interface Pending {
  resolve: (token: string) => void;
  reject: (error: Error) => void;
}

async function fetchChallenge(api: ApiProvider): Promise<Challenge> {
  const { data } = await api.request<Challenge>({ method: 'get', url: '/eps/auth/captcha/challenge', silent: true });
  if (!data || typeof data.id !== 'string' || typeof data.image !== 'string' || !data.image.startsWith('data:image/')) {
    throw new Error('malformed challenge');
  }
  return data;
}

/** The built-in verifier and the dialog it shows (render `dialog` once inside the login page). */
export function useBuiltinCaptcha(api: ApiProvider): { verifier: CaptchaVerifier; dialog: ReactElement } {
  const { t } = useTranslation();
  const [challenge, setChallenge] = useState<Challenge | undefined>(undefined);
  const [answer, setAnswer] = useState('');
  const pending = useRef<Pending | undefined>(undefined);
  const apiRef = useRef(api);
  useLayoutEffect(() => {
    apiRef.current = api;
  }, [api]);

  const [verifier] = useState<CaptchaVerifier>(() => ({
    async verify() {
      // A failure to get a challenge rejects: the caller reports it and the sign-in stops.
      const next = await fetchChallenge(apiRef.current);
      pending.current?.reject(new CaptchaCancelledError());
      setAnswer('');
      setChallenge(next);
      return new Promise<string>((resolve, reject) => {
        pending.current = { resolve, reject };
      });
    },
  }));

  const close = (settle: (p: Pending) => void): void => {
    const current = pending.current;
    pending.current = undefined;
    setChallenge(undefined);
    if (current) settle(current);
  };
  const submit = (): void => {
    const id = challenge?.id;
    if (!id || !answer.trim()) return;
    close((p) => p.resolve(`${id}:${answer.trim()}`));
  };
  const refresh = (): void => {
    fetchChallenge(apiRef.current)
      .then((next) => {
        setAnswer('');
        setChallenge(next);
      })
      .catch(() => close((p) => p.reject(new Error('challenge refresh failed'))));
  };

  const dialog = (
    <LazyModal
      open={challenge !== undefined}
      title={t('login.captcha.title')}
      onOk={submit}
      okButtonProps={{ disabled: !answer.trim() }}
      onCancel={() => close((p) => p.reject(new CaptchaCancelledError()))}
      destroyOnHidden
      width={360}
    >
      <p>{t('login.captcha.question')}</p>
      {challenge ? (
        <img
          src={challenge.image}
          alt={t('login.captcha.imageAlt')}
          title={t('login.captcha.refresh')}
          data-testid="captcha-image"
          width={160}
          height={44}
          style={{ cursor: 'pointer', display: 'block', marginBottom: 12 }}
          onClick={refresh}
        />
      ) : null}
      <Input
        data-testid="captcha-answer"
        placeholder={t('login.captcha.placeholder')}
        value={answer}
        maxLength={8}
        autoFocus
        onChange={(event) => setAnswer(event.target.value)}
        onPressEnter={submit}
      />
    </LazyModal>
  );
  return { verifier, dialog };
}
