/**
 * Baseline: the to-do dialog written by hand (spec portal-shell 2.3): an antd
 * Modal 1110 px wide with Tabs (All plus one per app, with count badges), a
 * keyword box and a status radio filter, and a Table 260 px high with the
 * same columns, 500 rows a page from the same bench api. A plain antd Table,
 * as a hand-written screen would have it (the table-1000 baseline likewise).
 * The clock starts when the dialog is asked to open (`window.__benchStart`).
 */
import { Badge, Button, Input, Modal, Radio, Space, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState, type ReactElement } from 'react';
import { createBenchEnv } from '../benchEnv';
import { APP_COUNT_URL, appCounts, TASKS_URL, todoApi, todoCounts, TODO_ROWS, type TodoRow } from './todoData';

const env = createBenchEnv(todoApi);

const STATUS: Readonly<Record<string, { text: string; color: string }>> = {
  '01': { text: 'In progress', color: 'blue' },
  '02': { text: 'Delayed', color: 'orange' },
  '03': { text: 'Done on time', color: 'green' },
  '04': { text: 'Done late', color: 'red' },
};

const dateTime = (value: string | null): string => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '-');

const columns: TableColumnsType<TodoRow> = [
  { title: 'No.', key: 'index', width: 60, render: (_value, _row, index) => index + 1 },
  { title: 'App', dataIndex: 'appName', width: 110, ellipsis: true },
  { title: 'Task', dataIndex: 'taskName', ellipsis: true },
  {
    title: 'Status',
    dataIndex: 'taskStatus',
    width: 110,
    render: (value: string) => <Tag color={STATUS[value]?.color ?? 'default'}>{STATUS[value]?.text ?? value}</Tag>,
  },
  { title: 'Start', dataIndex: 'startTime', width: 150, render: dateTime },
  { title: 'Planned finish', dataIndex: 'planTime', width: 150, render: dateTime },
  { title: 'Finished', dataIndex: 'endTime', width: 150, render: dateTime },
  {
    title: 'Action',
    key: 'action',
    width: 90,
    fixed: 'right',
    render: (_value, row) => (
      <Button type="link" size="small" disabled={!row.moduleUrl}>
        {row.taskStatus === '01' || row.taskStatus === '02' ? 'Handle' : 'View'}
      </Button>
    ),
  },
];

const statusOptions = [{ label: 'All', value: '' }, ...Object.entries(STATUS).map(([value, { text }]) => ({ label: text, value }))];

function TaskTable({ appCode }: { appCode: string | undefined }): ReactElement {
  const [rows, setRows] = useState<readonly TodoRow[] | undefined>(undefined);
  const [status, setStatus] = useState('');
  useEffect(() => {
    let live = true;
    const params = { pageNum: 1, pageSize: TODO_ROWS, ...(appCode ? { appCode } : {}) };
    void env.api.request<{ list: TodoRow[] }>({ method: 'get', url: TASKS_URL, params }).then(({ data }) => {
      if (live) setRows(data.list);
    });
    return () => {
      live = false;
    };
  }, [appCode]);
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search placeholder="Task name" allowClear style={{ width: 240 }} />
        <Radio.Group optionType="button" buttonStyle="solid" options={statusOptions} value={status} onChange={(event) => setStatus(String(event.target.value))} />
      </Space>
      <Table<TodoRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows as TodoRow[] | undefined}
        loading={rows === undefined}
        scroll={{ x: 1000, y: 260 }}
        pagination={{ pageSize: TODO_ROWS, total: TODO_ROWS, pageSizeOptions: [20, 50, 100, 200, 500, 1000], showSizeChanger: true }}
      />
    </>
  );
}

function TodoDialog({ open }: { open: boolean }): ReactElement {
  const [apps, setApps] = useState<typeof appCounts>([]);
  useEffect(() => {
    if (!open) return;
    void env.api.request<{ items: typeof appCounts }>({ method: 'get', url: APP_COUNT_URL }).then(({ data }) => setApps(data.items));
  }, [open]);
  const label = (title: string, count: number): ReactElement => (
    <span>
      {title}
      <Badge count={count} size="small" showZero={false} style={{ marginInlineStart: 6 }} />
    </span>
  );
  return (
    <Modal open={open} title="My to-dos" width={1110} footer={null}>
      <Tabs
        items={[
          { key: 'all', label: label('All', todoCounts.total), children: <TaskTable appCode={undefined} /> },
          ...apps.map((app) => ({ key: app.appCode, label: label(app.appName, app.count), children: <TaskTable appCode={app.appCode} /> })),
        ]}
      />
    </Modal>
  );
}

export default function TodoHand(): ReactElement {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    window.__benchStart = performance.now();
    // Opened as a click handler would, right after the clock starts (a microtask, no frame in between).
    void Promise.resolve().then(() => setOpen(true));
  }, []);
  return <TodoDialog open={open} />;
}
