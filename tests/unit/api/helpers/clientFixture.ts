/**
 * A client wired to recording fakes of the shell's functions, with the real
 * English strings of src/i18n/locales/en/api.json.
 */
import { vi } from 'vitest';
import en from '../../../../src/i18n/locales/en/api.json';
import { createApiClient } from '../../../../src/api';
import type { ApiClient, ApiClientOptions, Platform } from '../../../../src/api';

const strings: Record<string, string> = en;

/** i18next-style lookup of `api.x` keys; unknown keys come back as they are. */
export function translate(key: string, vars?: Record<string, unknown>): string {
  const template = key.startsWith('api.') ? strings[key.slice('api.'.length)] : undefined;
  if (template === undefined) return key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars?.[name] ?? ''));
}

export interface ClientFixture {
  client: ApiClient;
  notifier: { success: ReturnType<typeof vi.fn>; error: ReturnType<typeof vi.fn>; warning: ReturnType<typeof vi.fn> };
  onLogout: ReturnType<typeof vi.fn>;
  onMessagingStart: ReturnType<typeof vi.fn>;
}

/** A client for `baseURL`; `overrides` replace any option. */
export function makeClient(
  baseURL: string,
  overrides: Partial<ApiClientOptions> & { platform?: () => Platform } = {},
): ClientFixture {
  const notifier = { success: vi.fn(), error: vi.fn(), warning: vi.fn() };
  const onLogout = vi.fn();
  const onMessagingStart = vi.fn();
  const client = createApiClient({
    baseURL,
    platform: () => 'ep',
    routeQuery: () => ({}),
    notifier,
    t: translate,
    onLogout,
    onMessagingStart,
    ...overrides,
  });
  return { client, notifier, onLogout, onMessagingStart };
}
