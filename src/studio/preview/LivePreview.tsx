/**
 * The live preview beside the editor: the draft rendered with the real
 * renderers and real data, as the chosen "preview as" user and in that
 * user's language (its own texts: usePreviewTexts). The text is read ~300 ms
 * after the last keystroke; a syntax error keeps the last good document on
 * screen and says where the text breaks; a node with props errors shows its
 * error in place and the rest renders. A dialog document is drawn open, and
 * dialogs the page opens are drawn in the preview pane (PreviewDialogs).
 */
import { Alert, Button, Result, Spin } from 'antd';
// The module the dialog renderer's lazily loaded Modal reads its context from (antd/es/modal), wherever 'antd' resolves.
import ConfigProvider from 'antd/es/config-provider';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalEnv } from '../../core/env';
import { DocumentRenderer, EnvOverride, useEnv } from '../../core/react';
import { PickableArea, type PickableAreaProps } from '../visual/PickableArea';
import { usePreviewScope } from '../visual/usePreviewScope';
import { parseDraft, type DraftParse } from './parseDraft';
import { previewHasPermission, type PreviewAs } from './previewAs';
import { isDialogDocument, PreviewDialogDocument, usePreviewDialogHost } from './PreviewDialogs';
import { usePreviewTexts } from './usePreviewTexts';

/** How long the preview waits after the last keystroke. */
export const PREVIEW_DEBOUNCE_MS = 300;

export interface LivePreviewProps {
  text: string;
  as: PreviewAs;
  /** Pointing at nodes: absent, the preview is only a preview. */
  pick?: Omit<PickableAreaProps, 'children' | 'overlay' | 'layer'>;
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

const NO_PICK: Omit<PickableAreaProps, 'children'> = { picking: false, selected: undefined, onPick: () => undefined };

export function LivePreview({ text, as, pick = NO_PICK }: LivePreviewProps): ReactElement {
  const { t } = useTranslation();
  const env = useEnv();
  const { parse, lastGood } = useDebouncedParse(text);
  const texts = usePreviewTexts(as.language);
  const dialogs = usePreviewDialogHost();
  const layer = useRef<HTMLDivElement>(null);
  // Dialogs' windows go on the preview's stage; popups of a trigger (a select's list, a tooltip) stay where antd puts them.
  const popupContainer = useCallback((trigger?: HTMLElement) => (trigger ? document.body : (layer.current ?? document.body)), []);

  const overrides = useMemo(
    (): Partial<PortalEnv> => ({ ...(texts.i18n ? { i18n: texts.i18n } : {}), hasPermission: previewHasPermission(as, (key) => env.hasPermission(key)) }),
    [as, texts.i18n, env],
  );

  const scope = usePreviewScope(as, texts.dicts);

  const spinner = <Spin style={{ display: 'block', margin: '40px auto' }} />;
  const rendered = (
    <DocumentRenderer
      document={lastGood}
      scope={scope}
      fallback={spinner}
      renderError={(error) => <Alert type="error" showIcon message={t('studio.preview.cannotRender')} description={String((error as Error).message ?? error)} />}
    />
  );

  const body = ((): ReactElement => {
    if (lastGood === undefined) return <Result status="info" title={t('studio.preview.nothingYet')} />;
    if (texts.failed) {
      return (
        <div data-testid="preview-texts-failed">
          <Result status="warning" title={t('studio.preview.textsFailed')} extra={<Button onClick={texts.retry}>{t('studio.retry')}</Button>} />
        </div>
      );
    }
    if (!texts.i18n) return spinner;
    return isDialogDocument(lastGood) ? <PreviewDialogDocument key={JSON.stringify(as)}>{rendered}</PreviewDialogDocument> : rendered;
  })();

  return (
    <div className="eps-studio-preview" data-testid="studio-preview" data-preview-language={texts.i18n?.language}>
      <ConfigProvider locale={as.language === 'en' ? enUS : zhCN} getPopupContainer={popupContainer}>
        <EnvOverride env={overrides}>
          {dialogs.provide(
            <PickableArea {...pick} layer={layer} overlay={dialogs.overlay}>
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
              {texts.partial && <Alert type="info" showIcon message={t('studio.preview.textsPartial')} style={{ marginBottom: 8 }} />}
              {body}
            </PickableArea>,
          )}
        </EnvOverride>
      </ConfigProvider>
    </div>
  );
}
