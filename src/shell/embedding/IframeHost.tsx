/**
 * Hosts an iframe app (spec workflow 4.1): the frame loads hidden and is
 * shown IFRAME_REVEAL_MS after its load event. Messages are accepted from
 * its configured origin only; the context is posted to it on load and on
 * every change. The sandbox grants scripts, forms, downloads and popups and
 * the app's own origin (for its cookies), never top navigation: the frame
 * cannot move the portal.
 */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { IFRAME_REVEAL_MS, type HostEvent } from './hostState';
import { listenToFrames, postToFrame, type EmbedHandler } from './protocol';
import type { SubAppConfig } from './subAppConfig';
import type { SubAppContext } from './subAppContext';
import { MESSAGE_TYPES } from './messageTypes';

export const IFRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-downloads allow-popups';

export interface IframeHostProps {
  config: SubAppConfig;
  path: string;
  title: string;
  visible: boolean;
  context: SubAppContext;
  onEvent: (event: HostEvent) => void;
  onMessage: EmbedHandler;
}

export function IframeHost({ config, path, title, visible, context, onEvent, onMessage }: IframeHostProps): ReactElement {
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  const latest = useRef({ onEvent, onMessage });
  useEffect(() => {
    latest.current = { onEvent, onMessage };
  });
  // The entry page, with the app's own path as a hash route: a path under the entry would be another document (on this server, the portal's).
  const src = path === '/' || path === '' ? config.entry : `${config.entry}#${path}`;

  useEffect(
    () =>
      listenToFrames({
        allowedOrigins: () => [config.origin],
        source: () => frame.current?.contentWindow ?? null,
        onMessage: (message) => latest.current.onMessage(message),
      }),
    [config.origin],
  );

  useEffect(() => {
    if (!loaded) return undefined;
    const timer = setTimeout(() => latest.current.onEvent({ type: 'reveal' }), IFRAME_REVEAL_MS);
    return () => clearTimeout(timer);
  }, [loaded]);

  useEffect(() => {
    if (loaded) postToFrame(frame.current?.contentWindow, config.origin, { type: MESSAGE_TYPES.context, status: 'pass', params: context });
  }, [loaded, context, config.origin]);

  return (
    <iframe
      ref={frame}
      src={src}
      title={title}
      sandbox={IFRAME_SANDBOX}
      data-testid="iframe-app"
      data-app={config.name}
      className="eps-iframe-app"
      style={{ width: '100%', minHeight: 480, border: 0, visibility: visible ? 'visible' : 'hidden' }}
      onLoad={() => {
        setLoaded(true);
        latest.current.onEvent({ type: 'loaded' });
      }}
    />
  );
}
