/**
 * Forced user-error states (spec portal-shell 4): blocking dialogs in the
 * order password change, tenant choice, partner choice, phone binding,
 * e-mail binding, one at a time. Each dialog renders the schema
 * `schemas/user/forced-<state>.json` (or the tenant's override); its form
 * ends with the `refreshSession` host action, so the next state follows, or
 * with the logout the spec asks for. A schema that is missing or cannot be
 * loaded falls back to an explanation with 'check again'. Every dialog
 * blocks: no close button, no mask or Escape close, and logout instead of
 * cancel.
 *
 * The partner choice is not shown in development mode, nor while the only
 * partner of the tenant is being chosen automatically (spec 4).
 */
import { Button, Space, Spin, Typography } from 'antd';
import { LazyModal } from '../../../renderers/shared/LazyModal';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenRenderer, useEnv } from '../../core/react';
import { Scope } from '../../core/scope';
import { fetchSessionInfo } from '../routing/sessionLifecycle';
import { screenSource } from '../screens/bundledScreens';
import { forcedStatesOf, userAtom, type ForcedState, type UserInfo } from '../session';
import { usePartnerAutoChoice } from './usePartnerAutoChoice';

/** The screen of a forced state's dialog. */
export function forcedScreenId(state: ForcedState): string {
  return `user/forced-${state}`;
}

/** The states that show a dialog: all of them, except the partner choice in development mode (spec 4). */
export function shownForcedStates(user: UserInfo, development: boolean): ForcedState[] {
  const states = forcedStatesOf(user);
  return development ? states.filter((state) => state !== 'partner') : states;
}

export interface ForcedStateGateProps {
  /** Development mode hides the partner choice; default: the build's mode. */
  development?: boolean;
}

/** Explains a state whose form cannot be shown, and checks it again with session-info. */
function ForcedStateFallback({ state }: { state: ForcedState }): ReactElement {
  const { t } = useTranslation();
  const env = useEnv();
  const setUser = useSetAtom(userAtom);
  const [checking, setChecking] = useState(false);
  const recheck = async (): Promise<void> => {
    setChecking(true);
    try {
      setUser(await fetchSessionInfo(env.api, { update: true }));
    } catch {
      // The api client already told the user (or logged out).
    } finally {
      setChecking(false);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph>{t(`layout.forced.${state}.explain`)}</Typography.Paragraph>
      <Button loading={checking} onClick={() => void recheck()}>
        {t('layout.forced.recheck')}
      </Button>
    </Space>
  );
}

export function ForcedStateGate({ development = import.meta.env.DEV }: ForcedStateGateProps): ReactElement | null {
  const { t } = useTranslation();
  const env = useEnv();
  const user = useAtomValue(userAtom);
  const state = user ? shownForcedStates(user, development)[0] : undefined;
  const partnerChoice = usePartnerAutoChoice(user, state === 'partner');
  const scope = useMemo(() => new Scope({ user, forcedState: state }), [user, state]);
  if (!user || !state) return null;
  // While the partners are looked at, the page stays blocked without a dialog (a single partner is chosen
  // for the user and the dialog never shows).
  if (state === 'partner' && partnerChoice === 'checking') return <Spin fullscreen data-testid="forced-checking" />;

  return (
    <LazyModal
      open
      centered
      width="50%"
      title={t(`layout.forced.${state}.title`)}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={
        <Button danger onClick={() => void env.logout()}>
          {t('layout.forced.logout')}
        </Button>
      }
    >
      <div data-testid="forced-dialog" data-state={state}>
        <ScreenRenderer
          key={state}
          id={forcedScreenId(state)}
          source={env.screens ?? screenSource}
          scope={scope}
          fallback={<Spin />}
          renderError={() => <ForcedStateFallback state={state} />}
        />
      </div>
    </LazyModal>
  );
}
