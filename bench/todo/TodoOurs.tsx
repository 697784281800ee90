/**
 * Ours: the to-do dialog document (schemas/home/todo-dialog.json) opened as
 * the portal opens it, with the `screenDialog` action (load, validate,
 * render), in a tenant's version whose tables show 500 rows a page (an
 * override, so it is validated in the browser as overrides are), fed
 * 500 rows by the bench api. The clock starts when the action runs
 * (`window.__benchStart`); the page is done when rows are painted.
 */
import { useEffect, type ReactElement } from 'react';
import { registry } from '../../renderers';
import type { PortalEnv } from '@core/env';
import { PortalRuntime, useActionRunner } from '@core/react';
import { Scope } from '@core/scope';
import { SHELL_ENUMS } from '../../src/shell/constants/enums';
import { createBenchEnv } from '../benchEnv';
import { todoApi, todoCounts, TODO_ROWS } from './todoData';

const SCREEN = 'home/todo-dialog';

/** The document with every table's pageSize set to `pageSize` (a tenant override). */
function withPageSize(node: unknown, pageSize: number): unknown {
  if (Array.isArray(node)) return node.map((item) => withPageSize(item, pageSize));
  if (!node || typeof node !== 'object') return node;
  const copy = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, withPageSize(value, pageSize)]));
  return copy['type'] === 'table' ? { ...copy, pageSize } : copy;
}

const env: PortalEnv = {
  ...createBenchEnv(todoApi),
  screens: {
    bundled: { [SCREEN]: () => import('../../schemas/home/todo-dialog.json') },
    fetchOverride: async (id) => (id === SCREEN ? withPageSize((await import('../../schemas/home/todo-dialog.json')).default, TODO_ROWS) : undefined),
  },
};
const scope = new Scope({ enums: SHELL_ENUMS });

function OpenOnMount(): null {
  const run = useActionRunner(scope);
  useEffect(() => {
    window.__benchStart = performance.now();
    void run({ action: 'screenDialog', screen: SCREEN, data: { counts: todoCounts } });
  }, [run]);
  return null;
}

export default function TodoOurs(): ReactElement {
  return (
    <PortalRuntime registry={registry} env={env}>
      <OpenOnMount />
    </PortalRuntime>
  );
}
