/**
 * The attachment panel (spec workflow-enterprise-embedding 2.5): a tab per
 * type, an "upload attachment" button adding to the active tab, a table of
 * index, type name (not on the default tab), file name and file size, with
 * preview (images and PDF, a new window), download (the download permission
 * call by code, then its URL: downloadAttachment.ts) and a local delete; a
 * save button sends the list.
 */
import { Alert, Table, Tabs, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState, type ReactElement } from 'react';
import type { RendererProps } from '@core/registry';
import { useEnv, useText } from '@core/react';
import type { Scope } from '@core/scope';
import { resolveTemplates } from '@core/template';
import { expandFileTypes, formatFileSize } from '@core/validation';
import { isRecord, rootProps } from '../shared/rootProps';
import type { AttachmentOperation, AttachmentType, AttachmentsNode } from './props.schema';
import { RowOperations, UploadBar } from './AttachmentActions';
import { DEFAULT_ACCEPT, DEFAULT_MAX_SIZE, useAttachments, type Attachment, type BizKeys } from './useAttachments';

const KEY_NAMES = ['appCode', 'bizBillId', 'bizType', 'bizItemType'] as const;
const ALL_OPERATIONS: readonly AttachmentOperation[] = ['preview', 'download', 'delete'];

type Row = Attachment & { index: number };

/** A list of strings, or undefined when `value` is not one. */
const stringsOf = (value: unknown): readonly string[] | undefined =>
  Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as readonly string[]) : undefined;

/** The record's business keys from the node's templates; undefined while any of them is empty. */
function bizKeysOf(node: AttachmentsNode, scope: Scope): BizKeys | undefined {
  const resolved = KEY_NAMES.map((name) => {
    const value = resolveTemplates(node[name], scope);
    return typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  });
  return resolved.every((v) => v !== '') ? (Object.fromEntries(KEY_NAMES.map((name, i) => [name, resolved[i]])) as unknown as BizKeys) : undefined;
}

export default function AttachmentsRenderer({ node, scope, disabled }: RendererProps<AttachmentsNode>): ReactElement {
  const env = useEnv();
  const t = useText(scope);
  const keys = useMemo(() => bizKeysOf(node, scope), [node, scope]);
  // Props are read defensively: the studio preview renders documents not yet validated.
  const accept = useMemo(() => expandFileTypes(stringsOf(node.accept) ?? DEFAULT_ACCEPT), [node.accept]);
  const maxSize = typeof node.maxSize === 'number' && node.maxSize > 0 ? node.maxSize : DEFAULT_MAX_SIZE;
  const limits = useMemo(() => ({ accept, maxSize }), [accept, maxSize]);
  const state = useAttachments(env, keys, limits);

  const types = (Array.isArray(node.types) ? node.types : []).filter((x): x is AttachmentType => isRecord(x) && typeof x.type === 'string' && x.type !== '' && (typeof x.label === 'string' || isRecord(x.label)));
  const defaultType = node.defaultType !== undefined && types.some((x) => x.type === node.defaultType) ? node.defaultType : undefined;
  const tabs = defaultType ? [...types.filter((x) => x.type === defaultType), ...types.filter((x) => x.type !== defaultType)] : types;
  const [chosen, setActive] = useState<string>(tabs[0]?.type ?? '');
  // A document edited in the preview may drop the chosen tab's type.
  const active = tabs.some((x) => x.type === chosen) ? chosen : (tabs[0]?.type ?? '');
  const known = new Set(types.map((x) => x.type));
  // Attachments of a type no tab has show on the default tab, else the first.
  const home = defaultType ?? tabs[0]?.type ?? '';
  const tabOf = (item: Attachment): string => (known.has(item.type) ? item.type : home);
  const labelOf = (type: string): string => {
    const entry = types.find((x) => x.type === type);
    return entry ? t(entry.label) : '';
  };
  const operations = (stringsOf(node.operations) ?? ALL_OPERATIONS) as readonly AttachmentOperation[];
  const locked = disabled || node.readOnly === true;

  if (!keys || types.length === 0) return <Alert {...rootProps(node, 'eps-attachments')} type="error" showIcon message={t('renderers.attachments.missingKeys')} />;

  const columnsFor = (type: string): TableColumnsType<Row> => {
    const columns: TableColumnsType<Row> = [{ key: 'index', title: t('renderers.attachments.index'), dataIndex: 'index', width: 64 }];
    if (type !== defaultType) {
      columns.push({ key: 'typeName', title: t('renderers.attachments.typeName'), render: (_: unknown, row: Row) => labelOf(row.type) || row.typeName || row.type });
    }
    columns.push(
      { key: 'filename', title: t('renderers.attachments.fileName'), dataIndex: 'filename', ellipsis: true },
      { key: 'filesize', title: t('renderers.attachments.fileSize'), width: 120, render: (_: unknown, row: Row) => formatFileSize(row.filesize) },
    );
    const shown = operations.filter((op) => op !== 'delete' || !locked);
    if (shown.length > 0) {
      columns.push({
        key: 'operations',
        title: t('renderers.attachments.operations'),
        width: 290,
        render: (_: unknown, row: Row) => <RowOperations row={row} shown={shown} text={t} onRemove={state.remove} />,
      });
    }
    return columns;
  };

  const toolbar = locked ? null : <UploadBar state={state} accept={accept} active={active} labelOf={labelOf} text={t} />;

  return (
    <div {...rootProps(node, 'eps-attachments')}>
      <Tabs
        activeKey={active}
        onChange={setActive}
        tabBarExtraContent={toolbar}
        items={tabs.map((tab) => {
          const rows = state.items.filter((item) => tabOf(item) === tab.type).map((item, i): Row => ({ ...item, index: i + 1 }));
          return {
            key: tab.type,
            label: `${t(tab.label)} (${rows.length})`,
            children: (
              <Table<Row>
                size="small"
                rowKey="attachmentId"
                loading={state.loading}
                pagination={false}
                columns={columnsFor(tab.type)}
                dataSource={rows}
                locale={{ emptyText: t('renderers.attachments.empty') }}
              />
            ),
          };
        })}
      />
      {/* What an upload may be: nothing to say where nobody can upload. */}
      {node.readOnly === true ? null : (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {env.i18n.t('renderers.attachments.hint', { types: accept.join(', '), max: formatFileSize(limits.maxSize) })}
        </Typography.Text>
      )}
    </div>
  );
}
