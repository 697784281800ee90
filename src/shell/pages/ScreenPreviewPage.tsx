/**
 * `/preview/<screen id>`: renders any screen document by id, the way a
 * configurator checks a screen (and the way the browser tests load demos).
 */
import { Button, Spin } from 'antd';
import { StatusView } from '../../../renderers/shared/StatusView';
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ScreenRenderer } from '../../core/react';
import { ScreenNotFoundError } from '../../core/schema/screenStore';
import { Scope } from '../../core/scope';
import { screenSource } from '../screens/bundledScreens';


export function ScreenPreviewPage(): ReactElement {
  const { t } = useTranslation();
  const id = useParams()['*'] ?? '';
  const scope = useMemo(() => new Scope({ route: { id } }), [id]);
  return (
    <div style={{ padding: 24 }}>
      <ScreenRenderer
        id={id}
        source={screenSource}
        scope={scope}
        fallback={<Spin tip={t('shell.loading')} style={{ display: 'block', margin: '80px auto' }}><div style={{ height: 40 }} /></Spin>}
        renderError={(error, retry) => (
          <StatusView
            status={error instanceof ScreenNotFoundError ? '404' : 'error'}
            title={error instanceof ScreenNotFoundError ? t('shell.screenNotFound', { id }) : t('shell.screenLoadFailed')}
            subTitle={error instanceof ScreenNotFoundError ? undefined : String((error as Error).message ?? error)}
            extra={<Button onClick={retry}>{t('shell.retry')}</Button>}
          />
        )}
      />
    </div>
  );
}
