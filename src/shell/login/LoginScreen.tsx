/** A login screen document rendered with its fallback and error box. */
import { Button, Spin } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusView } from '../../../renderers/shared/StatusView';
import { ScreenRenderer } from '../../core/react';
import type { Scope } from '../../core/scope';
import { screenSource } from '../screens/bundledScreens';


export function LoginScreen({ id, scope }: { id: string; scope: Scope }): ReactElement {
  const { t } = useTranslation();
  return (
    <ScreenRenderer
      id={id}
      // Read here, not copied at module load: the build's shared chunks may evaluate this module
      // before bundledScreens (a chunk cycle), and a top-level copy was undefined (the login page crashed).
      source={screenSource}
      scope={scope}
      fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}
      renderError={(_error, retry) => <StatusView status="error" title={t('shell.screenLoadFailed')} extra={<Button onClick={retry}>{t('shell.retry')}</Button>} />}
    />
  );
}
