/**
 * The micro-frontend engine, @micro-zoe/micro-app (chosen over
 * qiankun for its framework-agnostic `<micro-app>` element, its iframe
 * sandbox that runs Vite's ES-module builds unchanged, and its keep-alive).
 * Loaded on first use so the portal's first page does not carry it; started
 * once with the iframe sandbox and the pure router (a sub-app's navigation
 * stays inside it and never rewrites the portal's URL).
 *
 * No eval anywhere (the server's CSP has no 'unsafe-eval'): in the iframe
 * sandbox the engine always runs a sub-app's scripts "inline", which for a
 * module script (all a Vite build emits) means a `<script type="module" src>`
 * in the sandbox's iframe, never its path that compiles the code as a function (`isInlineMode`,
 * `runCode2InlineScript` in its lib/index.esm.js). Its start does look up the
 * real window and document with `Function('return window')()` unless they are
 * already on `window.rawWindow` / `window.rawDocument` (what a host nested in
 * another micro-app has), so they are put there first.
 */
import type { EmbedMessage } from './protocol';

type MicroAppModule = typeof import('@micro-zoe/micro-app');
export type MicroAppApi = MicroAppModule['default'];

let engine: Promise<MicroAppApi> | undefined;

/** The started engine (started at most once per page). */
export function loadMicroApp(): Promise<MicroAppApi> {
  engine ??= import('@micro-zoe/micro-app').then(({ default: microApp }) => {
    provideRawGlobals(window);
    microApp.start({
      iframe: true,
      'router-mode': 'pure',
      // The portal's own global styles must not leak into sub-apps through inheritance of the base body.
      inheritBaseBody: false,
      // The engine reads any answer as HTML; a missing entry (404) must fail the start instead (spec 4.1: errors-tip).
      fetch: (url: string, options: Record<string, unknown>) =>
        window.fetch(url, options as RequestInit).then((response) => {
          if (!response.ok) throw new Error(`HTTP ${response.status} ${url}`);
          return response.text();
        }),
    });
    return microApp;
  });
  return engine;
}

/** The globals micro-app's start would otherwise find through `Function('return window')()`. */
interface RawGlobals {
  rawWindow?: Window;
  rawDocument?: Document;
}

/** Hands micro-app the portal's own window and document, so its start evaluates no code. */
export function provideRawGlobals(target: Window): void {
  const globals = target as Window & RawGlobals;
  globals.rawWindow ??= target;
  globals.rawDocument ??= target.document;
}

/** Subscribes to the messages `name` dispatches through the data channel; returns the unsubscribe. */
export function listenToMicroApp(microApp: MicroAppApi, name: string, onData: (data: unknown) => void): () => void {
  const listener = (data: unknown): void => onData(data);
  microApp.addDataListener(name, listener);
  return () => microApp.removeDataListener(name, listener);
}

/** Sends the portal's data (context, the page the route asks for, and messages) to `name`. */
export function sendToMicroApp(microApp: MicroAppApi, name: string, data: { context: unknown; path?: string; message?: EmbedMessage }): void {
  microApp.setData(name, data as Record<PropertyKey, unknown>);
}
