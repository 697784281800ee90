/**
 * The panels' edits since the last save, as a list beside undo and redo: what a person changed
 * (the labels the panels give their edits), newest first, so they can see what a save will store
 * and how far undo goes back. Edits typed in the JSON view are summed up in one line (that view
 * keeps its own undo).
 */
import { HistoryOutlined } from '@ant-design/icons';
import { Button, Popover, Typography } from 'antd';
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { changesSinceSave, type EditHistory } from './editHistory';

export function ChangeList({ history, text, savedText }: { history: EditHistory; text: string; savedText: string }): ReactElement {
  const { t } = useTranslation();
  const { entries, jsonOnly } = useMemo(() => changesSinceSave(history, text, savedText), [history, text, savedText]);
  const content =
    entries.length === 0 ? (
      <Typography.Text type="secondary">{t(jsonOnly ? 'studio.visual.changesJsonOnly' : 'studio.visual.noChanges')}</Typography.Text>
    ) : (
      <ol className="eps-studio-change-list" data-testid="studio-change-list" reversed style={{ margin: 0, paddingInlineStart: 20, maxHeight: 240, overflow: 'auto' }}>
        {[...entries].reverse().map((entry, index) => (
          <li key={`${entries.length - index}`}>{entry.label}</li>
        ))}
      </ol>
    );
  return (
    <Popover trigger="click" placement="bottomLeft" title={t('studio.visual.changesTitle')} content={content}>
      <Button size="small" icon={<HistoryOutlined />} data-testid="studio-changes">
        {t('studio.visual.changes', { count: entries.length })}
      </Button>
    </Popover>
  );
}
