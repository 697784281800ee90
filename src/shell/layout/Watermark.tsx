/**
 * The watermark over pages (spec portal-shell 1, 3, 9): user info and a
 * timestamp, drawn once per minute into a tile and repeated over a fixed
 * overlay that lets every click through. Not on single-route, bpm-ui, fw-ui
 * or jcy-ui paths (spec 2.1).
 */
import { useAtomValue } from 'jotai';
import { useEffect, useState, type ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { useEnv } from '../../core/react';
import { detectPlatform, platformForUser } from '../platform';
import { showsWatermark } from '../routing/paths';
import { userAtom } from '../session';
import {
  decodeWatermarkInfo,
  pickWatermarkConfig,
  toWatermarkOptions,
  type WatermarkConfig,
  type WatermarkUserInfo,
} from './watermarkConfig';
import { useWatermarkTile } from './watermarkTile';

export function Watermark(): ReactElement | null {
  const { api } = useEnv();
  const { pathname } = useLocation();
  const user = useAtomValue(userAtom);
  const [loaded, setLoaded] = useState<{ userId: number; configs: WatermarkConfig[]; info: WatermarkUserInfo } | undefined>();
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    if (!user) return;
    let live = true;
    void Promise.all([
      api.request<WatermarkConfig[]>({ method: 'get', url: '/eps/config/watermark/get', silent: true }),
      api.request<string>({ method: 'get', url: '/eps/config/watermark/infoshow', silent: true }),
    ])
      .then(([configs, info]) => {
        const decoded = typeof info.data === 'string' ? decodeWatermarkInfo(info.data) : undefined;
        if (live && decoded) setLoaded({ userId: user.userId, configs: Array.isArray(configs.data) ? configs.data : [], info: decoded });
      })
      .catch(() => undefined); // No watermark rather than an error notice over every page.
    return () => {
      live = false;
    };
  }, [api, user]);

  // The timestamp moves on once a minute.
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);

  const platform = user ? platformForUser(detectPlatform(pathname, window.location.origin), user) : 'ep';
  const config = loaded && user && loaded.userId === user.userId ? pickWatermarkConfig(loaded.configs, platform, pathname) : undefined;
  const options = config && loaded ? toWatermarkOptions(config, loaded.info, now) : undefined;
  const optionsKey = options ? JSON.stringify(options) : '';
  const tile = useWatermarkTile(optionsKey);

  if (!options || !showsWatermark(pathname)) return null;
  return (
    <div
      className="eps-watermark"
      data-testid="watermark"
      data-lines={options.lines.join('\n')}
      aria-hidden
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 999,
        pointerEvents: 'none',
        opacity: options.opacity,
        backgroundRepeat: 'repeat',
        backgroundSize: `${options.width}px ${options.height}px`,
        ...(tile ? { backgroundImage: `url(${tile})` } : {}),
      }}
    />
  );
}
