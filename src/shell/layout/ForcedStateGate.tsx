/**
 * Forced user-error states (spec portal-shell 4): blocking dialogs in the
 * order password change, tenant choice, partner choice, phone binding,
 * e-mail binding, one at a time. Each dialog renders the schema
 * `schemas/user/forced-<state>.json` when it exists (issue 6 writes them; a
 * form there ends with the `refreshSession` host action, and the next state
 * follows). Until then the dialog explains the state. Every dialog blocks:
 * no close button, no mask or Escape close, and logout instead of cancel.
 */
import { Button, Modal, Space, Spin, Typography } from 'antd';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenRenderer, useEnv } from '../../core/react';
import { Scope } from '../../core/scope';
import { screenExists } from '../pages/SchemaScreenPage';
import { fetchSessionInfo } from '../routing/sessionLifecycle';
import { screenSource } from '../screens/bundledScreens';
import { forcedStatesOf, userAtom, type ForcedState } from '../session';

const source = screenSource;

/** The screen of a forced state's dialog. */
export function forcedScreenId(state: ForcedState): string {
  return `user/forced-${state}`;
}

export function ForcedStateGate(): ReactElement | null {
  const { t } = useTranslation();
  const env = useEnv();
  const user = useAtomValue(userAtom);
  const setUser = useSetAtom(userAtom);
  const [checking, setChecking] = useState(false);
  const state = user ? forcedStatesOf(user)[0] : undefined;
  const scope = useMemo(() => new Scope({ user, forcedState: state }), [user, state]);
  if (!user || !state) return null;

  const screenId = forcedScreenId(state);
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
    <Modal
      open
      centered
      width="50%"
      title={t(`layout.forced.${state}.title`)}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={
        <Space>
          {screenExists(screenId) ? null : (
            <Button loading={checking} onClick={() => void recheck()}>
              {t('layout.forced.recheck')}
            </Button>
          )}
          <Button danger onClick={() => void env.logout()}>
            {t('layout.forced.logout')}
          </Button>
        </Space>
      }
    >
      <div data-testid="forced-dialog" data-state={state}>
        {screenExists(screenId) ? (
          <ScreenRenderer
            id={screenId}
            source={source}
            scope={scope}
            fallback={<Spin />}
            renderError={(error) => <Typography.Text type="danger">{String((error as Error).message ?? error)}</Typography.Text>}
          />
        ) : (
          <Typography.Paragraph>{t(`layout.forced.${state}.explain`)}</Typography.Paragraph>
        )}
      </div>
    </Modal>
  );
}
