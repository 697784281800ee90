import { AppstoreOutlined } from '@ant-design/icons';
import { Progress } from 'antd';
import { memo, useState, type ReactElement } from 'react';
import type { TileProgress } from './useTileProgress';

const ICON_SIZE = 36;

/** The tile's image, or the app icon when there is none or it fails to load. */
function TileIcon({ src }: { src: string }): ReactElement {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  if (!src || failedSrc === src) return <AppstoreOutlined className="eps-tile-fallback-icon" style={{ fontSize: ICON_SIZE }} aria-hidden />;
  return <img className="eps-tile-icon" src={src} alt="" width={ICON_SIZE} height={ICON_SIZE} onError={() => setFailedSrc(src)} />;
}

export interface TileProps {
  tileKey: string;
  title: string;
  icon: string;
  matched: boolean;
  busy: boolean;
  progress: TileProgress | undefined;
  disabled: boolean;
  testId: string | undefined;
  onOpen(key: string): void;
}

/** One tile: a button with icon and title, highlighted when it matches, with a bar while its chain runs. */
export const Tile = memo(function Tile({ tileKey, title, icon, matched, busy, progress, disabled, testId, onOpen }: TileProps): ReactElement {
  const classes = ['eps-tile'];
  if (matched) classes.push('eps-tile-matched');
  if (busy) classes.push('eps-tile-busy');
  return (
    <button
      type="button"
      className={classes.join(' ')}
      title={title}
      // Named by its title alone: the progress bar's value is not part of the name.
      aria-label={title}
      disabled={disabled}
      aria-busy={busy || undefined}
      data-matched={matched ? 'true' : undefined}
      data-busy={busy ? 'true' : undefined}
      {...(testId ? { 'data-testid': testId } : {})}
      onClick={() => onOpen(tileKey)}
    >
      <TileIcon src={icon} />
      <span className="eps-tile-title">{title}</span>
      {progress ? (
        <Progress
          className={progress.done ? 'eps-tile-progress eps-tile-progress-done' : 'eps-tile-progress'}
          percent={Math.round(progress.percent)}
          showInfo={false}
          size="small"
          status={progress.done ? 'success' : 'active'}
        />
      ) : null}
    </button>
  );
});
