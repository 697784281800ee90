/**
 * Baseline: the same 1000 x 8 table as a plain antd Table written by hand,
 * no pagination ("npm run bench"), with the same cell formatting.
 */
import { Table, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { ReactElement } from 'react';
import { rows, statusEnum, type BenchRow } from './rows';

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const columns: TableColumnsType<BenchRow> = [
  { title: 'ID', dataIndex: 'id', width: 80 },
  { title: 'Task', dataIndex: 'taskName' },
  { title: 'App', dataIndex: 'appName' },
  {
    title: 'Status',
    dataIndex: 'status',
    render: (value: string) => {
      const entry = statusEnum[value as keyof typeof statusEnum];
      return <Tag color={entry.color}>{entry.text}</Tag>;
    },
  },
  { title: 'Amount', dataIndex: 'amount', render: (value: number) => money.format(value) },
  { title: 'Created', dataIndex: 'createTime', render: (value: string) => dayjs(value).format('YYYY-MM-DD HH-mm-ss') },
  { title: 'Applicant', dataIndex: 'applicant' },
  { title: 'Remark', dataIndex: 'remark' },
];

export default function TableHand(): ReactElement {
  return <Table<BenchRow> rowKey="id" columns={columns} dataSource={rows as BenchRow[]} pagination={false} />;
}
