/**
 * Hosts an iframe app (spec workflow 4.1): the frame loads hidden and is
 * shown IFRAME_REVEAL_MS after its load event. Messages are accepted from
 * its configured origin only; the context is posted to it on load and on
 * every change. The sandbox grants scripts, forms, downloads and popups,
 * never top navigation: the frame cannot move the portal. An app on another
 * origin also gets allow-same-origin (its own cookies); an app served by the
 * portal's origin does not, because scripts plus same-origin would let it
 * reach into the portal and remove its own sandbox: it runs in an opaque
 * origin, is heard only from its own frame, and gets no ticket (it is on the
 * portal's server and needs none).
 */
import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { IFRAME_REVEAL_MS, type HostEvent } from './hostState';
import { listenToFrames, OPAQUE_ORIGIN, postToFrame, type EmbedHandler } from './protocol';
import type { SubAppConfig } from './subAppConfig';
import type { SubAppContext } from './subAppContext';
import { MESSAGE_TYPES } from './messageTypes';

/** The sandbox of a frame on another origin. */
export const IFRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-downloads allow-popups';
/** The sandbox of a frame on the portal's own origin: never allow-same-origin with allow-scripts. */
export const IFRAME_SANDBOX_SAME_ORIGIN = 'allow-scripts allow-forms allow-downloads allow-popups';

/** The sandbox `config`'s frame gets. */
export function sandboxOf(config: Pick<SubAppConfig, 'sameOrigin'>): string {
  return config.sameOrigin ? IFRAME_SANDBOX_SAME_ORIGIN : IFRAME_SANDBOX;
}

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

  // What the frame's messages say their origin is; an opaque frame gets the context without the ticket.
  const frameOrigin = config.sameOrigin ? OPAQUE_ORIGIN : config.origin;
  const frameContext = useMemo(() => (config.sameOrigin ? { ...context, ticket: null } : context), [config.sameOrigin, context]);
  const latestContext = useRef(frameContext);
  useEffect(() => {
    latestContext.current = frameContext;
  });

  useEffect(
    () =>
      listenToFrames({
        allowedOrigins: () => [frameOrigin],
        source: () => frame.current?.contentWindow ?? null,
        onMessage: (message) =>
          message.type === MESSAGE_TYPES.context && message.status === 'request' ? latestContext.current : latest.current.onMessage(message),
      }),
    [frameOrigin],
  );

  useEffect(() => {
    if (!loaded) return undefined;
    const timer = setTimeout(() => latest.current.onEvent({ type: 'reveal' }), IFRAME_REVEAL_MS);
    return () => clearTimeout(timer);
  }, [loaded]);

  useEffect(() => {
    if (loaded) postToFrame(frame.current?.contentWindow, frameOrigin, { type: MESSAGE_TYPES.context, status: 'pass', params: frameContext });
  }, [loaded, frameContext, frameOrigin]);

  return (
    <iframe
      ref={frame}
      src={src}
      title={title}
      sandbox={sandboxOf(config)}
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
