/**
 * The live preview beside the editor: the draft rendered with the real
 * renderers and real data, as the chosen "preview as" user. The text is
 * read ~300 ms after the last keystroke; a syntax error keeps the last good
 * document on screen and says where the text breaks; a node with props
 * errors shows its error in place and the rest renders.
 */
import { Alert, ConfigProvider, Result, Spin } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { I18nProvider, PortalEnv } from '../../core/env';
import { DocumentRenderer, EnvOverride, useEnv } from '../../core/react';
import { Scope } from '../../core/scope';
import { SHELL_ENUMS } from '../../shell/constants/enums';
import { dictEnumsAtom } from '../../shell/routing/portalData';
import { useScreenApps } from '../../shell/pages/screenApps';
import { userAtom } from '../../shell/session';
import { PickableArea, type PickableAreaProps } from '../visual/PickableArea';
import { parseDraft, type DraftParse } from './parseDraft';
import { previewHasPermission, previewUser, type PreviewAs } from './previewAs';

/** How long the preview waits after the last keystroke. */
export const PREVIEW_DEBOUNCE_MS = 300;

export interface LivePreviewProps {
  text: string;
  as: PreviewAs;
  /** Pointing at nodes: absent, the preview is only a preview. */
  pick?: Omit<PickableAreaProps, 'children'>;
}

/** The draft text, read once typing pauses. */
function useDebouncedParse(text: string): { parse: DraftParse; lastGood: unknown } {
  const [state, setState] = useState(() => {
    const parse = parseDraft(text);
    return { parse, lastGood: parse.ok ? parse.value : undefined };
  });
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const parse = parseDraft(text);
      setState((previous) => ({ parse, lastGood: parse.ok ? parse.value : previous.lastGood }));
    }, PREVIEW_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  return state;
}

export function LivePreview({ text, as, pick }: LivePreviewProps): ReactElement {
  const { t, i18n } = useTranslation();
  const env = useEnv();
  const user = useAtomValue(userAtom);
  const apps = useScreenApps();
  const { parse, lastGood } = useDebouncedParse(text);

  const overrides = useMemo((): Partial<PortalEnv> => {
    const fixed = i18n.getFixedT(as.language);
    const provider: I18nProvider = { language: as.language, t: (key, options) => fixed(key, options as Record<string, unknown>), exists: (key) => i18n.exists(key, { lng: as.language }) };
    return { i18n: provider, hasPermission: previewHasPermission(as, (key) => env.hasPermission(key)) };
  }, [as, i18n, env]);

  const dicts = useAtomValue(dictEnumsAtom);
  const scope = useMemo(
    () =>
      new Scope({
        user: user ? previewUser(user, as) : null,
        platform: as.platform,
        apps,
        enums: SHELL_ENUMS,
        dicts,
        route: { path: window.location.pathname, params: {}, query: {} },
      }),
    [user, as, apps, dicts],
  );

  const rendered = (
    <DocumentRenderer
      document={lastGood}
      scope={scope}
      fallback={<Spin style={{ display: 'block', margin: '40px auto' }} />}
      renderError={(error) => <Alert type="error" showIcon message={t('studio.preview.cannotRender')} description={String((error as Error).message ?? error)} />}
    />
  );

  return (
    <div className="eps-studio-preview" data-testid="studio-preview">
      {!parse.ok && (
        <Alert
          type="warning"
          showIcon
          data-testid="preview-syntax-error"
          message={t('studio.preview.syntaxError', { line: parse.line, column: parse.column })}
          description={t('studio.preview.keptLastGood')}
          style={{ marginBottom: 8 }}
        />
      )}
      {lastGood === undefined ? (
        <Result status="info" title={t('studio.preview.nothingYet')} />
      ) : (
        <ConfigProvider locale={as.language === 'en' ? enUS : zhCN}>
          <EnvOverride env={overrides}>
            {pick ? <PickableArea {...pick}>{rendered}</PickableArea> : rendered}
          </EnvOverride>
        </ConfigProvider>
      )}
    </div>
  );
}
