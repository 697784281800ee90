/** The whitelisted icons by name (see ./iconNames.ts). */
import {
  CheckOutlined, CloseOutlined, CopyOutlined, DeleteOutlined, DownloadOutlined, EditOutlined,
  ExportOutlined, EyeOutlined, FileOutlined, FilterOutlined, ImportOutlined, InfoCircleOutlined,
  LinkOutlined, LockOutlined, LogoutOutlined, MailOutlined, PhoneOutlined, PlusOutlined,
  QuestionCircleOutlined, ReloadOutlined, SearchOutlined, SendOutlined, SettingOutlined,
  SwapOutlined, UploadOutlined, UserOutlined,
} from '@ant-design/icons';
import type { ComponentType, ReactElement } from 'react';
import type { IconName } from './iconNames';

const ICONS: Readonly<Record<IconName, ComponentType>> = {
  check: CheckOutlined, close: CloseOutlined, copy: CopyOutlined, delete: DeleteOutlined,
  download: DownloadOutlined, edit: EditOutlined, export: ExportOutlined, eye: EyeOutlined,
  file: FileOutlined, filter: FilterOutlined, import: ImportOutlined, info: InfoCircleOutlined,
  link: LinkOutlined, lock: LockOutlined, logout: LogoutOutlined, mail: MailOutlined,
  phone: PhoneOutlined, plus: PlusOutlined, question: QuestionCircleOutlined, reload: ReloadOutlined,
  search: SearchOutlined, send: SendOutlined, setting: SettingOutlined, swap: SwapOutlined,
  upload: UploadOutlined, user: UserOutlined,
};

/** The icon element for a whitelisted name; undefined for none or an unknown name (own keys only). */
export function iconElement(name: string | undefined): ReactElement | undefined {
  if (name === undefined || !Object.prototype.hasOwnProperty.call(ICONS, name)) return undefined;
  const Icon = ICONS[name as IconName];
  return <Icon />;
}
