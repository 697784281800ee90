/** The whitelisted icons by name (see ./iconNames.ts). */
import {
  AppstoreOutlined, AuditOutlined, BankOutlined, BarChartOutlined, BellOutlined, CheckOutlined,
  CheckSquareOutlined, CloseOutlined, CopyOutlined, CustomerServiceOutlined, DeleteOutlined,
  DownloadOutlined, EditOutlined, ExportOutlined, EyeOutlined, FileOutlined, FileTextOutlined,
  FilterOutlined, FolderOutlined, HomeOutlined, ImportOutlined, InfoCircleOutlined, LinkOutlined,
  LockOutlined, LogoutOutlined, MailOutlined, NotificationOutlined, PhoneOutlined, PlusOutlined,
  QuestionCircleOutlined, ReloadOutlined, SearchOutlined, SendOutlined, SettingOutlined,
  ShopOutlined, SwapOutlined, TeamOutlined, UploadOutlined, UserOutlined,
} from '@ant-design/icons';
import type { ComponentType, ReactElement } from 'react';
import { iconNameOf, type IconName } from './iconNames';

const ICONS: Readonly<Record<IconName, ComponentType>> = {
  appstore: AppstoreOutlined, audit: AuditOutlined, bank: BankOutlined, 'bar-chart': BarChartOutlined,
  bell: BellOutlined, 'check-square': CheckSquareOutlined, 'customer-service': CustomerServiceOutlined,
  'file-text': FileTextOutlined, folder: FolderOutlined, home: HomeOutlined, notification: NotificationOutlined,
  shop: ShopOutlined, team: TeamOutlined,
  check: CheckOutlined, close: CloseOutlined, copy: CopyOutlined, delete: DeleteOutlined,
  download: DownloadOutlined, edit: EditOutlined, export: ExportOutlined, eye: EyeOutlined,
  file: FileOutlined, filter: FilterOutlined, import: ImportOutlined, info: InfoCircleOutlined,
  link: LinkOutlined, lock: LockOutlined, logout: LogoutOutlined, mail: MailOutlined,
  phone: PhoneOutlined, plus: PlusOutlined, question: QuestionCircleOutlined, reload: ReloadOutlined,
  search: SearchOutlined, send: SendOutlined, setting: SettingOutlined, swap: SwapOutlined,
  upload: UploadOutlined, user: UserOutlined,
};

/**
 * The icon element for a whitelisted name, written either way (`bank` or
 * `BankOutlined`); undefined for none or an unknown name. It is decorative
 * (aria-hidden): antd names each icon for screen readers ("plus"), which made
 * a button read "plus New" and a menu entry "check-square To-do". What it
 * stands beside names itself: a button's label or ariaLabel (the document
 * checks require one with an icon), a menu entry's title, an avatar's alt.
 */
export function iconElement(name: string | undefined): ReactElement | undefined {
  const known = name === undefined ? undefined : iconNameOf(name);
  if (known === undefined) return undefined;
  const Icon = ICONS[known];
  return <Icon aria-hidden />;
}
