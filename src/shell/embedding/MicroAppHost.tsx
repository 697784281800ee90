/**
 * Hosts one micro-app: creates the engine's `<micro-app>` element (iframe
 * sandbox, keep-alive: leaving the route hides the app and coming back shows
 * it again without a reload) and relays its lifecycle and data channel.
 */
import { useEffect, useRef, type ReactElement } from 'react';
import type { HostEvent } from './hostState';
import { listenToMicroApp, loadMicroApp, sendToMicroApp, type MicroAppApi } from './microAppEngine';
import { isEmbedMessage, type EmbedHandler } from './protocol';
import type { SubAppConfig } from './subAppConfig';
import type { SubAppContext } from './subAppContext';

export interface MicroAppHostProps {
  config: SubAppConfig;
  context: SubAppContext;
  /** The page inside the app the route asks for (`/task/12`): sent with the context, so the app shows it. */
  path: string;
  onEvent: (event: HostEvent) => void;
  onMessage: EmbedHandler;
}

function errorMessage(event: Event): string {
  const detail = (event as CustomEvent<{ error?: unknown }>).detail;
  const error = detail?.error;
  return error instanceof Error ? error.message : String(error ?? 'load failed');
}

export function MicroAppHost({ config, context, path, onEvent, onMessage }: MicroAppHostProps): ReactElement {
  const holder = useRef<HTMLDivElement>(null);
  const engine = useRef<MicroAppApi | undefined>(undefined);
  const latest = useRef({ onEvent, onMessage, context, path });
  useEffect(() => {
    latest.current = { onEvent, onMessage, context, path };
  });
  const { name, entry } = config;

  useEffect(() => {
    let live = true;
    let cleanup = (): void => undefined;
    void loadMicroApp().then(
      (microApp) => {
        if (!live || !holder.current) return;
        engine.current = microApp;
        sendToMicroApp(microApp, name, { context: latest.current.context, path: latest.current.path });
        const element = document.createElement('micro-app');
        element.setAttribute('name', name);
        element.setAttribute('url', entry);
        element.setAttribute('iframe', '');
        element.setAttribute('keep-alive', '');
        element.setAttribute('data-testid', 'micro-app');
        const mounted = (): void => latest.current.onEvent({ type: 'mounted' });
        // A kept-alive app shown again by another view tab of the same app: that tab's page, not the last one sent.
        const shown = (): void => {
          sendToMicroApp(microApp, name, { context: latest.current.context, path: latest.current.path });
          mounted();
        };
        const failed = (event: Event): void => latest.current.onEvent({ type: 'error', message: errorMessage(event) });
        element.addEventListener('mounted', mounted);
        element.addEventListener('aftershow', shown);
        element.addEventListener('error', failed);
        const stopData = listenToMicroApp(microApp, name, (data) => {
          if (!isEmbedMessage(data)) return;
          const answer = latest.current.onMessage(data);
          if (data.status === 'request') sendToMicroApp(microApp, name, { context: latest.current.context, path: latest.current.path, message: { type: data.type, status: 'response', params: answer } });
        });
        holder.current.appendChild(element);
        cleanup = () => {
          stopData();
          element.removeEventListener('mounted', mounted);
          element.removeEventListener('aftershow', shown);
          element.removeEventListener('error', failed);
          // Removing the element hides a keep-alive app; it is shown again when the route comes back.
          element.remove();
        };
      },
      (error: unknown) => latest.current.onEvent({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
      cleanup();
    };
  }, [name, entry]);

  // spec: the context follows a language or tenant switch; the page follows the route.
  useEffect(() => {
    if (engine.current) sendToMicroApp(engine.current, name, { context, path });
  }, [name, context, path]);

  return <div ref={holder} className="eps-micro-app" data-app={name} />;
}
