/**
 * Renders a schema node (or a whole document) with the real registry and
 * real antd, as the portal would (STYLE 13). antd motion is off: jsdom never
 * ends CSS animations, so a closing Modal would otherwise stay in its leave
 * state and `afterClose` would never run.
 * @example const { env } = renderSchema({ type: 'page', body: [...] }, { api: handler });
 */
import { render, type RenderResult } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { registry } from '../../renderers';
import { PortalRuntime, SchemaRenderer } from '../../src/core/react';
import { Scope } from '../../src/core/scope';
import { createTestEnv, type ApiHandler, type TestEnv } from './testEnv';

export interface RenderSchemaOptions {
  api?: ApiHandler;
  env?: TestEnv;
  scope?: Scope;
  data?: Readonly<Record<string, unknown>>;
  language?: string;
  permissions?: readonly string[];
  /** The URLs of permission codes (see createTestEnv), e.g. SEEDED_PERMISSION_URLS. */
  permissionUrls?: Readonly<Record<string, string>>;
}

export function renderSchema(node: unknown, options: RenderSchemaOptions = {}): RenderResult & { env: TestEnv } {
  const env =
    options.env ??
    createTestEnv({
      ...(options.api ? { api: options.api } : {}),
      ...(options.language ? { language: options.language } : {}),
      ...(options.permissions ? { permissions: options.permissions } : {}),
      ...(options.permissionUrls ? { permissionUrls: options.permissionUrls } : {}),
    });
  const scope = options.scope ?? new Scope(options.data ?? {});
  const result = render(schemaElement(node, env, scope));
  return Object.assign(result, { env });
}

/** The element renderSchema renders, for `rerender` with a new scope. */
export function schemaElement(node: unknown, env: TestEnv, scope: Scope): ReactElement {
  return (
    <ConfigProvider theme={{ token: { motion: false } }}>
      <PortalRuntime registry={registry} env={env}>
        <SchemaRenderer node={node} pointer="" scope={scope} />
      </PortalRuntime>
    </ConfigProvider>
  );
}
