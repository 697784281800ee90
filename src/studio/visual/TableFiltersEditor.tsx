/**
 * The table builder's filters: the list above the table (add, reorder,
 * remove) and per filter its label in both languages, its kind (a drop-down
 * list or buttons with choices from a dictionary, or a date range with a
 * starting range and shortcuts) and the param it is sent as, said when the
 * table's call does not take that param. Each change is one undo step.
 */
import { Tag, Typography } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnv } from '../../core/react';
import { resolveText } from '../../core/text';
import type { TableFilter } from '../../../renderers/table/props.schema';
import { ItemList } from './ItemList';
import { TableFilterForm } from './TableFilterForm';
import { controlOf, newFilter } from './tableFilters';
import { insertAt, moveItem, setAt } from './textPatch';
import type { VisualEdits } from './useVisualEdits';

export interface TableFiltersEditorProps {
  edits: VisualEdits;
  /** The table's pointer. */
  pointer: string;
  filters: readonly TableFilter[];
  /** Whether the table's call takes a param; undefined when the call is not a declared read. */
  takes: (param: string) => boolean | undefined;
  enumNames: readonly { value: string }[];
  disabled: boolean;
}

export function TableFiltersEditor({ edits, pointer, filters, takes, enumNames, disabled }: TableFiltersEditorProps): ReactElement {
  const { t } = useTranslation();
  const env = useEnv();
  const at = `${pointer}/filters`;
  const items = filters.map((filter, index) => ({
    key: String(index),
    title: (
      <span>
        {resolveText(filter.label, env.i18n) || filter.name} <Tag style={{ fontSize: 11, marginInlineStart: 4 }}>{t(`studio.visual.filters.kind.${controlOf(filter)}`)}</Tag>
      </span>
    ),
    body: (
      <TableFilterForm
        filter={filter}
        index={index}
        set={(prop, value, label) => edits.apply((text) => setAt(text, `${at}/${index}${prop}`, value), label, `${at}/${index}${prop}`)}
        replace={(next, label) => edits.apply((text) => setAt(text, `${at}/${index}`, next), label)}
        takes={takes}
        enumNames={enumNames}
        disabled={disabled}
      />
    ),
  }));
  const add = (): void => {
    const filter = newFilter(filters);
    edits.apply((text) => (filters.length > 0 ? insertAt(text, at, filters.length, filter) : setAt(text, at, [filter])), t('studio.visual.filters.add'));
  };
  return (
    <div data-testid="table-filters-editor" style={{ marginTop: 12 }}>
      <Typography.Text strong>{t('studio.visual.filters.title')}</Typography.Text>
      <ItemList
        testId="table-filters"
        items={items}
        disabled={disabled}
        addLabel={t('studio.visual.filters.add')}
        onMove={(index, delta) => edits.apply((text) => moveItem(text, at, index, delta), t('studio.visual.moved', { type: 'filter' }))}
        // The last filter goes with its list: an empty `filters` says nothing.
        onRemove={(index) => edits.apply((text) => setAt(text, filters.length === 1 ? at : `${at}/${index}`, undefined), t('studio.visual.removeItem'))}
        onAdd={add}
      />
    </div>
  );
}
