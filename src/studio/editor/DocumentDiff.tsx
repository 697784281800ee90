/**
 * A JSON diff of two documents with jsondiffpatch's HTML formatter (issue
 * 11: a well-kept diff library, not a hand-written diff). Arrays of nodes
 * are matched by `id` / `name` where they have one, so a moved column reads
 * as a move.
 */
import { create } from 'jsondiffpatch';
import { format } from 'jsondiffpatch/formatters/html';
import 'jsondiffpatch/formatters/styles/html.css';
import { Empty } from 'antd';
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '../../../renderers/html/sanitizeHtml';

const differ = create({
  objectHash: (item: object, index?: number) => {
    const record = item as Record<string, unknown>;
    const key = record.id ?? record.name ?? record.dataIndex ?? record.key;
    return typeof key === 'string' ? key : `$index:${index ?? 0}`;
  },
  arrays: { detectMove: true },
});

const isDiffClass = (name: string): boolean => name.startsWith('jsondiffpatch-');

export function DocumentDiff({ left, right }: { left: unknown; right: unknown }): ReactElement {
  const { t } = useTranslation();
  // The formatter escapes values; the documents are a tenant's data all the same, so the markup is sanitised too,
  // keeping the formatter's own classes (its stylesheet draws the diff with them).
  const html = useMemo(() => {
    const delta = differ.diff(left ?? null, right ?? null);
    return delta ? sanitizeHtml(format(delta, left ?? null) ?? '', { keepClass: isDiffClass }) : '';
  }, [left, right]);
  if (!html) return <Empty description={t('studio.diff.same')} />;
  return <div className="eps-studio-diff" data-testid="studio-diff" dangerouslySetInnerHTML={{ __html: html }} />;
}
