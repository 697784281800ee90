/**
 * Member picker (spec workflow 2.5, 9): a field showing the chosen people and
 * a dialog to choose them, single or multiple, with keyword search (180 ms
 * debounce) and paging 20 / 50 / 100 / 200 / 500 / 1000 over
 * `queryUserByUc`. The value is the chosen user numbers.
 */
import { Button, Input, Modal, Space, Table, Tag } from 'antd';
import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnv } from '../../core/react';

/** spec workflow 9. */
export const MEMBER_PAGE_SIZES = [20, 50, 100, 200, 500, 1000] as const;
export const SEARCH_DEBOUNCE_MS = 180;

/** A member row (spec workflow 3). */
export interface Member {
  userId: number | null;
  username: string;
  userno: string;
  position: string | null;
  orgname: string;
  deptname: string | null;
}

export interface MemberPickerProps {
  value?: string[] | undefined;
  onChange?: ((userNos: string[], members: Member[]) => void) | undefined;
  multiple?: boolean;
  /** Show the chosen people as tags beside the button (default); off where the host lists them itself. */
  showValue?: boolean;
  /** Accessible name of the field's button. */
  label?: string;
  id?: string;
}

/** The debounced value of `value`. */
function useDebounced<T>(value: T, ms: number): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return current;
}

interface MemberPage {
  pageNum: number;
  pageSize: number;
}

/**
 * The dialog's search while it is open: the keyword (debounced; a new one starts at page 1), the page, the rows
 * answering them, and every member seen so far by user number (the field names the chosen people with them).
 */
function useMemberSearch(open: boolean) {
  const env = useEnv();
  const [keyword, setKeyword] = useState('');
  const debounced = useDebounced(keyword.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState<MemberPage>({ pageNum: 1, pageSize: MEMBER_PAGE_SIZES[0] });
  // `key` says which request the rows answer: loading while it differs from the current one.
  const [rows, setRows] = useState<{ items: Member[]; total: number; key: string }>({ items: [], total: 0, key: '' });
  const [known, setKnown] = useState<ReadonlyMap<string, Member>>(new Map());
  const requestKey = `${page.pageNum}/${page.pageSize}/${debounced}`;

  useEffect(() => {
    if (!open) return;
    let live = true;
    const settle = (items: Member[], total: number) => live && setRows({ items, total, key: requestKey });
    void env.api
      .request<{ items: Member[]; total: number }>({ method: 'get', url: '/eps/usercenter/uc/user/queryUserByUc', params: { ...page, keyword: debounced } })
      .then(
        (envelope) => {
          if (!live) return;
          setKnown((before) => new Map([...before, ...envelope.data.items.map((m) => [m.userno, m] as const)]));
          settle(envelope.data.items, envelope.data.total);
        },
        () => settle([], 0),
      );
    return () => {
      live = false;
    };
  }, [open, page, debounced, env.api, requestKey]);

  const search = (text: string): void => {
    // A new keyword starts at page 1.
    setKeyword(text);
    setPage((p) => (p.pageNum === 1 ? p : { ...p, pageNum: 1 }));
  };
  return { keyword, search, page, setPage, rows, loading: rows.key !== requestKey, known };
}

export function MemberPicker({ value = [], onChange, multiple = false, showValue = true, label, id }: MemberPickerProps): ReactElement {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Member[]>([]);
  const { keyword, search, page, setPage, rows, loading, known } = useMemberSearch(open);

  const openDialog = useCallback(() => {
    setChosen(value.map((no) => known.get(no) ?? { userId: null, username: no, userno: no, position: null, orgname: '', deptname: null }));
    setOpen(true);
  }, [value, known]);

  const confirm = (): void => {
    onChange?.(chosen.map((m) => m.userno), chosen);
    setOpen(false);
  };

  return (
    <>
      <Space wrap>
        {showValue && value.map((no) => (
          <Tag key={no}>{known.get(no)?.username ?? no}</Tag>
        ))}
        <Button id={id} onClick={openDialog} aria-label={label}>
          {t('workflow.picker.choose')}
        </Button>
      </Space>
      {open && (
        <Modal
          open
          title={t('workflow.picker.title')}
          width="60%"
          onOk={confirm}
          onCancel={() => setOpen(false)}
          okText={t('workflow.dialog.confirm')}
          cancelText={t('workflow.dialog.cancel')}
        >
          <Input.Search allowClear placeholder={t('workflow.picker.search')} aria-label={t('workflow.picker.search')} value={keyword} onChange={(e) => search(e.target.value)} style={{ marginBottom: 12 }} />
          <Table<Member>
            size="small"
            rowKey="userno"
            loading={loading}
            dataSource={rows.items}
            scroll={{ y: 360 }}
            columns={[
              { title: t('workflow.picker.username'), dataIndex: 'username' },
              { title: t('workflow.picker.userno'), dataIndex: 'userno' },
              { title: t('workflow.picker.position'), dataIndex: 'position' },
              { title: t('workflow.picker.deptname'), dataIndex: 'deptname' },
            ]}
            rowSelection={{
              type: multiple ? 'checkbox' : 'radio',
              selectedRowKeys: chosen.map((m) => m.userno),
              // Keeps choices made on other pages (multiple) while this page changes.
              onChange: (_keys, selected) =>
                setChosen((before) => (multiple ? [...before.filter((m) => !rows.items.some((r) => r.userno === m.userno)), ...selected] : selected.slice(0, 1))),
            }}
            pagination={{
              current: page.pageNum,
              pageSize: page.pageSize,
              total: rows.total,
              showSizeChanger: true,
              pageSizeOptions: MEMBER_PAGE_SIZES.map(String),
              onChange: (pageNum, pageSize) => setPage({ pageNum: pageSize === page.pageSize ? pageNum : 1, pageSize }),
            }}
          />
        </Modal>
      )}
    </>
  );
}
