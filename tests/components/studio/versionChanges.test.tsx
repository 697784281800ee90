/**
 * History and the audit log show what a screen's version changed: its
 * document against the version before it, read with the versions call's
 * `withDocuments`; an override's first version against the shipped file.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiRequest } from '@core/env';
import { AuditLog } from '../../../src/studio/audit/AuditLog';
import { HistoryDrawer } from '../../../src/studio/editor/HistoryDrawer';
import { ok } from '../../helpers/testEnv';
import { renderShell } from '../shell/harness';

const page = (title: string) => ({ schemaVersion: 1, type: 'page', title, body: [] });
const VERSIONS = [
  { version: 3, state: 'draft', document: page('third-title') },
  { version: 2, state: 'published', document: page('second-title') },
];

function versionsServer(request: ApiRequest) {
  const params = (request.params ?? {}) as { pageNum?: number; pageSize?: number; withDocuments?: boolean };
  if (request.url === '/eps/lowcode/screens/versions') {
    const start = ((params.pageNum ?? 1) - 1) * (params.pageSize ?? 100);
    const rows = VERSIONS.slice(start, start + (params.pageSize ?? 100)).map(({ document, ...row }) => ({ ...row, author: 'conf', createdAt: '2026-12-01T00:00:00Z', message: '', ...(params.withDocuments ? { document } : {}) }));
    return ok({ items: rows, total: VERSIONS.length });
  }
  if (request.url === '/eps/lowcode/screens/one') return ok({ shipped: { document: page('shipped-title') }, published: null, draft: null });
  if (request.url === '/eps/lowcode/audit') return ok({ items: [{ id: 7, at: '2026-12-01T00:00:00Z', userName: 'conf', kind: 'screen', action: 'draft', target: 'home/todo', version: 3 }], total: 1 });
  return ok([]);
}

describe('studio: what a version changed', () => {
  it('History shows a version against the one before it, and the oldest against the shipped file', async () => {
    renderShell(<HistoryDrawer id="home/todo" open onClose={() => undefined} onRolledBack={() => undefined} />, { api: versionsServer });
    fireEvent.click(await screen.findByTestId('changes-3'));
    let changes = await screen.findByTestId('studio-version-changes');
    await waitFor(() => expect(within(changes).getByTestId('studio-diff').textContent).toContain('third-title'));
    expect(within(changes).getByTestId('studio-diff').textContent).toContain('second-title');
    expect(changes.textContent).toContain('与上一个版本 v2 对比。');

    fireEvent.click(screen.getByTestId('changes-2'));
    changes = await screen.findByTestId('studio-version-changes');
    await waitFor(() => expect(within(changes).getByTestId('studio-diff').textContent).toContain('shipped-title'));
    expect(changes.textContent).toContain('与它所修改的出厂文件对比。');
  });

  it('the audit log’s screen entry opens the same diff', async () => {
    renderShell(<AuditLog />, { api: versionsServer });
    fireEvent.click(await screen.findByTestId('audit-changes-7'));
    const changes = await screen.findByTestId('studio-version-changes');
    await waitFor(() => expect(within(changes).getByTestId('studio-diff').textContent).toContain('third-title'));
  });
});
