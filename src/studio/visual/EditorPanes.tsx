/**
 * The editor's panes around one draft text: the outline with the selected
 * node's properties, the JSON view (can be hidden), and the live preview
 * where a click picks a node. A node selected anywhere is selected
 * everywhere: outlined in the tree, framed in the preview, its text
 * selected in the JSON. Undo and redo take back the panels' edits.
 */
import { RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Col, Row, Segmented, Space, Switch, Tooltip, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState, type ReactElement, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { JsonSchema } from '../../core/registry';
import type { JsonEditorHandle, LintProblem } from '../editor/JsonEditor';
import { LazyJsonEditor } from '../editor/lazyParts';
import { LivePreview } from '../preview/LivePreview';
import type { PreviewAs } from '../preview/previewAs';
import { PreviewAsBar } from '../preview/PreviewAsBar';
import { ChangeList } from './ChangeList';
import { nearestOutlineNode } from './documentTree';
import { OutlinePanel } from './OutlinePanel';
import { PropertiesPanel } from './PropertiesPanel';
import { PreviewAsContext } from './usePreviewScope';
import { useVisualEdits, type VisualEdits } from './useVisualEdits';

export interface EditorPanesProps {
  id: string;
  text: string;
  setText: (text: string) => void;
  metaSchema: JsonSchema;
  check: (document: unknown) => readonly LintProblem[];
  editor: RefObject<JsonEditorHandle | null>;
  as: PreviewAs;
  setAs: (as: PreviewAs) => void;
  sessionKeys: readonly string[];
  /** The text as last saved (the change list counts the panels' edits since). */
  savedText: string;
}

export function EditorPanes({ id, text, setText, metaSchema, check, editor, as, setAs, sessionKeys, savedText }: EditorPanesProps): ReactElement {
  const { t } = useTranslation();
  const edits = useVisualEdits(text, setText);
  const [showJson, setShowJson] = useState(true);
  const [mode, setMode] = useState<'pick' | 'try'>('pick');
  const { select: setSelected, outline } = edits;

  const select = useCallback(
    (pointer: string | undefined) => {
      setSelected(pointer);
      if (pointer !== undefined) editor.current?.jumpTo(pointer, { focus: false });
    },
    [setSelected, editor],
  );
  // A click inside a node's inner part (a column of a table) picks the node.
  const pick = useCallback((pointer: string) => select(nearestOutlineNode(outline, pointer)?.pointer ?? pointer), [select, outline]);
  // After a panel's edit the JSON view gets the whole new text (its selection and scroll reset): show the selected node again.
  const jumpAfterEdit = useRef(false);
  const apply = useCallback<VisualEdits['apply']>((...args) => (jumpAfterEdit.current = edits.apply(...args)), [edits]);
  useEffect(() => {
    if (!jumpAfterEdit.current) return;
    jumpAfterEdit.current = false;
    if (edits.selected !== undefined) editor.current?.jumpTo(edits.selected, { focus: false });
  }, [text, edits.selected, editor]);
  const routed = { ...edits, select, apply };

  return (
    <>
      <Space wrap style={{ marginBottom: 8 }}>
        <Tooltip title={t('studio.visual.undoHint')}>
          <Button size="small" icon={<UndoOutlined />} onClick={edits.undo} disabled={!edits.canUndo} data-testid="studio-undo">
            {t('studio.visual.undo')}
          </Button>
        </Tooltip>
        <Tooltip title={t('studio.visual.redoHint')}>
          <Button size="small" icon={<RedoOutlined />} onClick={edits.redo} disabled={!edits.canRedo} data-testid="studio-redo">
            {t('studio.visual.redo')}
          </Button>
        </Tooltip>
        <ChangeList history={edits.history} text={text} savedText={savedText} />
        <Space size={4}>
          <Switch size="small" checked={showJson} onChange={setShowJson} aria-label={t('studio.visual.showJson')} data-testid="studio-show-json" />
          <Typography.Text>{t('studio.visual.showJson')}</Typography.Text>
        </Space>
        <Segmented
          size="small"
          value={mode}
          onChange={(value) => setMode(value as 'pick' | 'try')}
          options={[
            { value: 'pick', label: t('studio.visual.pickMode') },
            { value: 'try', label: t('studio.visual.tryMode') },
          ]}
          data-testid="studio-preview-mode"
        />
        {!edits.editable && <Typography.Text type="warning">{t('studio.visual.textBroken')}</Typography.Text>}
      </Space>
      <Row gutter={12} wrap={false} className="eps-studio-panes">
        <Col flex="0 0 340px" style={{ minWidth: 0 }}>
          <div className="eps-studio-side">
            <OutlinePanel edits={routed} metaSchema={metaSchema} />
            <div className="eps-studio-props-pane">
              {/* A builder that samples a call (the table's) asks it as the preview's user. */}
              <PreviewAsContext.Provider value={as}>
                <PropertiesPanel edits={routed} metaSchema={metaSchema} check={check} onJump={(pointer) => (showJson ? editor.current?.jumpTo(pointer) : setShowJson(true))} />
              </PreviewAsContext.Provider>
            </div>
          </div>
        </Col>
        {showJson && (
          <Col flex="1 1 40%" style={{ minWidth: 0 }}>
            <div className="eps-studio-code" data-testid="studio-code">
              <LazyJsonEditor value={text} onChange={setText} metaSchema={metaSchema} check={check} handle={editor} label={t('studio.editor.codeLabel', { id })} />
            </div>
          </Col>
        )}
        <Col flex="1 1 50%" style={{ minWidth: 0 }}>
          <PreviewAsBar value={as} onChange={setAs} sessionKeys={sessionKeys} />
          <LivePreview text={text} as={as} pick={{ picking: mode === 'pick', selected: edits.selected, onPick: pick }} />
        </Col>
      </Row>
    </>
  );
}
