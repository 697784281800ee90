/**
 * The icon of a menu node's `icon` field: the same whitelist schemas use
 * (renderers/shared/icons.tsx), named the antd way by the server
 * (`BankOutlined`) or the short way (`bank`). An unknown name gets no icon;
 * an icon that is an image address (data: or http) is shown as an image.
 */
import type { ReactElement } from 'react';
import { iconElement } from '../../../renderers/shared/icons';

/** The icon element for a node's `icon`, or undefined. */
export function menuIcon(name: string | undefined): ReactElement | undefined {
  if (!name) return undefined;
  if (/^(data:image\/|https?:\/\/)/.test(name)) return <img src={name} alt="" width={14} height={14} />;
  return iconElement(name);
}
