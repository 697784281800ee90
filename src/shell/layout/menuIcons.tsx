/**
 * Icons a menu node may name in its `icon` field: an explicit table (STYLE 2),
 * so the bundle carries only these. An unknown name gets no icon; an icon
 * that is an image address (data: or http) is shown as an image.
 */
import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  CheckSquareOutlined,
  CustomerServiceOutlined,
  FileTextOutlined,
  FolderOutlined,
  HomeOutlined,
  LinkOutlined,
  NotificationOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType, ReactElement } from 'react';

const ICONS: Readonly<Record<string, ComponentType>> = {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  CheckSquareOutlined,
  CustomerServiceOutlined,
  FileTextOutlined,
  FolderOutlined,
  HomeOutlined,
  LinkOutlined,
  NotificationOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  UserOutlined,
};

/** The icon element for a node's `icon`, or undefined. */
export function menuIcon(name: string | undefined): ReactElement | undefined {
  if (!name) return undefined;
  if (/^(data:image\/|https?:\/\/)/.test(name)) return <img src={name} alt="" width={14} height={14} />;
  const Icon = Object.prototype.hasOwnProperty.call(ICONS, name) ? ICONS[name] : undefined;
  return Icon ? <Icon /> : undefined;
}
