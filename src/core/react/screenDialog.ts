/**
 * Opens a screen document as a dialog (the `screenDialog` action): loads it
 * like any screen (tenant override, else file), migrates and validates it,
 * and opens its root `dialog` node. Props errors show in place of the node
 * that has them, as on a screen; a document that cannot be loaded, or whose
 * root is not a dialog, is reported to the user and stops the chain.
 */
import type { QueryClient } from '@tanstack/query-core';
import type { DialogConfirm, NodeHandleRegistry } from '../actions/types';
import type { PortalEnv } from '../env';
import { documentEnv, originOf } from '../calls/documentEnv';
import { prefetchScreenData } from '../prefetchScreenData';
import type { Registry } from '../registry';
import { issuesByNode } from '../schema/issues';
import { isCheckedAtBuild, loadScreen, rendererTypesOf } from '../schema/screenStore';
import type { Scope } from '../scope';
import type { DialogHost } from './context';
import { documentValidatorFor } from './documentValidator';
import { preloadRenderers, preloadRendererTypes } from './preloadRenderers';

export interface ScreenDialogDeps {
  env: PortalEnv;
  registry: Registry;
  host: DialogHost;
  nodes: NodeHandleRegistry;
  /** Where the dialog's first reads are started (the runtime's query client). */
  client?: QueryClient | undefined;
}

/** Loads screen `id` and opens it; resolves with the dialog's result (undefined when cancelled). `confirm`: the opener's side of its confirm. */
export async function openScreenDialog(id: string, scope: Scope, { env, registry, host, nodes, client }: ScreenDialogDeps, confirm?: DialogConfirm): Promise<unknown> {
  // Shown from the click on: loading a dialog's code the first time takes a while on a slow machine, and a
  // click that changes nothing on screen reads as a click that did not work.
  const opened = host.opening?.();
  try {
    if (!env.screens) throw new Error('no screen source');
    const source = env.screens;
    // What the build listed for this file starts loading before the document is even read.
    void preloadRendererTypes(rendererTypesOf(id, source), registry);
    // The validator loads side by side with the document, unless it can only be a bundled file the build validated.
    const validator = source.checked?.has(id) && !source.fetchOverride ? undefined : documentValidatorFor(registry);
    void validator?.catch(() => undefined);
    const { document, origin } = await loadScreen(id, source);
    if (document.type !== 'dialog') throw new Error(`root is "${String(document.type)}", not "dialog"`);
    // The dialog calls with its own document's rights, whoever opened it (a shipped dialog from a tenant's page).
    const dialogEnv = documentEnv(env, originOf(origin));
    const renderers = preloadRenderers(document, registry);
    // The dialog opens at once, its body and actions in `scope`: their first calls start now (core/query/reads).
    prefetchScreenData([document.body, document.actions], scope, registry, dialogEnv, client);
    // A bundled file the build validated opens at once; anything else is validated first.
    const issues = isCheckedAtBuild(id, origin, source) ? [] : (await (validator ?? documentValidatorFor(registry)))(document);
    // Opened once its renderers' code is here: no Suspense fallback inside the dialog (see preloadRenderers).
    await renderers;
    const invalid = issuesByNode(issues, (issue) => env.i18n.t(issue.key, issue.vars));
    // The indicator stays until the dialog's renderer has it on screen (antd's Modal may still be loading).
    return await host.open(document, scope, nodes, invalid, opened, dialogEnv, confirm);
  } catch (error) {
    opened?.();
    env.notify('error', env.i18n.t('core.screenDialogFailed', { id, detail: error instanceof Error ? error.message : String(error) }));
    throw error;
  }
}
