/** The 1000 x 8 rows both table pages render, and the status enum they share. */
import { ROW_COUNT } from './ready';

export { ROW_COUNT };

export interface BenchRow {
  id: number;
  taskName: string;
  appName: string;
  status: string;
  amount: number;
  createTime: string;
  applicant: string;
  remark: string;
}

const APPS = ['Sourcing', 'Contracts', 'Suppliers', 'Invoices'];

export const rows: readonly BenchRow[] = Array.from({ length: ROW_COUNT }, (_, index) => ({
  id: index + 1,
  taskName: `Task ${index + 1}`,
  appName: APPS[index % APPS.length] ?? '',
  status: String((index % 3) + 1),
  amount: 1000 + index * 13.5,
  createTime: new Date(Date.UTC(2024, 0, 1) + index * 3_600_000).toISOString(),
  applicant: `User ${index % 50}`,
  remark: `Remark for task ${index + 1}`,
}));

export const statusEnum = {
  '1': { text: 'Underway', color: 'blue' },
  '2': { text: 'Finished', color: 'green' },
  '3': { text: 'Rejected', color: 'red' },
} as const;
