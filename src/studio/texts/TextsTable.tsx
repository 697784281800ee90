/**
 * The tenant's texts: every key with its zh-cn and en text, the
 * tenant's override shown in place of the bundled one; click a cell to edit
 * it (Enter or leaving the cell saves, Escape cancels), reset goes back to
 * the bundled text. One language can be relabelled alone.
 */
import { UndoOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Input, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiProvider } from '../../core/env';
import { recordTag } from '../../core/recordVersions';
import { useEnv } from '../../core/react';
// Both languages' texts: the table shows them side by side (the studio's own chunk).
import en from '../../i18n/bundles/en';
import zhCn from '../../i18n/bundles/zh-cn';
import { useStudioList, useStudioWrites } from '../useStudioList';
import { flattenTexts, searchRows, textRows, toOverrides, versionShown, TEXT_LANGS, type TextLang, type TextOverride, type TextRow } from './textRows';

/**
 * A write names the version of the text it was made on (If-Match), so a change to a text another configurator
 * has replaced since is refused (409, server/lowcode/textRoutes.ts) instead of silently undoing theirs.
 */
const madeOn = (row: TextRow, lang: TextLang): { ifMatch?: string } => {
  const version = versionShown(row, lang);
  return version === undefined ? {} : { ifMatch: recordTag('text', `${row.key}@${lang}`, version) };
};

function textCalls(api: ApiProvider) {
  return {
    list: async () => toOverrides((await api.request<unknown>({ method: 'get', url: '/eps/lowcode/texts', silent: true })).data),
    put: (row: TextRow, lang: TextLang, value: string) => api.request({ method: 'put', url: '/eps/lowcode/texts', data: { key: row.key, lang, value }, silent: true, ...madeOn(row, lang) }),
    remove: (row: TextRow, lang: TextLang) => api.request({ method: 'delete', url: '/eps/lowcode/texts', params: { key: row.key, lang }, silent: true, ...madeOn(row, lang) }),
  };
}

const BASE = { 'zh-cn': flattenTexts(zhCn), en: flattenTexts(en) };
const NO_OVERRIDES: readonly TextOverride[] = [];

function TextCell({ row, lang, onSave, onReset }: { row: TextRow; lang: TextLang; onSave: (value: string) => Promise<void>; onReset: () => Promise<void> }): ReactElement {
  const { t } = useTranslation();
  const override = row.override[lang];
  const shown = override ?? row.base[lang];
  const [editing, setEditing] = useState<string | undefined>(undefined);
  if (editing !== undefined) {
    const commit = (): void => {
      const value = editing;
      setEditing(undefined);
      if (value !== shown && value.trim() !== '') void onSave(value);
    };
    return (
      <Input.TextArea
        autoFocus
        autoSize
        aria-label={t('studio.texts.editLabel', { key: row.key, lang })}
        value={editing}
        onChange={(event) => setEditing(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setEditing(undefined);
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            commit();
          }
        }}
      />
    );
  }
  return (
    <Space size={4} align="start" style={{ width: '100%' }}>
      <div role="button" tabIndex={0} className="eps-studio-text-cell" data-testid={`text-${lang}-${row.key}`} onClick={() => setEditing(shown)} onKeyDown={(event) => event.key === 'Enter' && setEditing(shown)}>
        {/* The theme's secondary text colour: "(empty)" is read, so it needs AA contrast. */}
        {shown || <Typography.Text type="secondary">{t('studio.texts.none')}</Typography.Text>}
      </div>
      {override !== undefined && (
        <>
          <Tag color="purple">{t('studio.texts.tenant')}</Tag>
          <Tooltip title={t('studio.texts.reset', { text: row.base[lang] })}>
            <Button size="small" type="text" icon={<UndoOutlined />} aria-label={t('studio.texts.resetLabel')} onClick={() => void onReset()} />
          </Tooltip>
        </>
      )}
    </Space>
  );
}

export function TextsTable(): ReactElement {
  const { t } = useTranslation();
  const env = useEnv();
  const calls = useMemo(() => textCalls(env.api), [env.api]);
  const list = useStudioList(env.api, 'texts', undefined, calls.list);
  const written = useStudioWrites();
  const overrides: { items: readonly TextOverride[]; loading: boolean; error: string | undefined } = { items: list.data ?? NO_OVERRIDES, loading: list.loading, error: list.error };
  const [query, setQuery] = useState('');
  const [onlyTenant, setOnlyTenant] = useState(false);

  const rows = useMemo(() => searchRows(textRows(BASE, overrides.items), query, onlyTenant), [overrides.items, query, onlyTenant]);
  const run = async (call: () => Promise<unknown>): Promise<void> => {
    try {
      await call();
      env.notify('success', t('studio.saved'));
      await written();
    } catch (error) {
      env.notify('error', String((error as Error).message ?? error));
      // A refused write may mean someone else changed the text (409): show theirs, so the next edit starts from it.
      await written().catch(() => undefined);
    }
  };

  return (
    <div data-testid="studio-texts">
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search allowClear placeholder={t('studio.texts.search')} onChange={(event) => setQuery(event.target.value)} style={{ width: 320 }} data-testid="texts-search" />
        <Checkbox checked={onlyTenant} onChange={(event) => setOnlyTenant(event.target.checked)}>
          {t('studio.texts.onlyTenant')}
        </Checkbox>
      </Space>
      {overrides.error && <Alert type="error" showIcon message={t('studio.loadFailed')} description={overrides.error} style={{ marginBottom: 12 }} />}
      <Table<TextRow>
        rowKey="key"
        size="small"
        loading={overrides.loading}
        dataSource={rows}
        pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
        locale={{ emptyText: t('studio.texts.empty') }}
        columns={[
          { title: t('studio.texts.key'), dataIndex: 'key', width: '30%', render: (key: string) => <code style={{ fontSize: 12 }}>{key}</code> },
          ...TEXT_LANGS.map((lang) => ({
            title: lang === 'zh-cn' ? t('studio.texts.zh') : t('studio.texts.en'),
            key: lang,
            width: '35%',
            render: (_: unknown, row: TextRow) => (
              <TextCell row={row} lang={lang} onSave={(value) => run(() => calls.put(row, lang, value))} onReset={() => run(() => calls.remove(row, lang))} />
            ),
          })),
        ]}
      />
    </div>
  );
}
