/** The user menu of the top bar (spec portal-shell 2.3): personal centre and logout. */
import { Avatar, Dropdown } from 'antd';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useAtomValue } from 'jotai';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useEnv } from '../../core/react';
import { userAtom } from '../session';

export const USER_SETTING_PATH = '/pages/main/user-setting';

export function UserMenu(): ReactElement | null {
  const { t } = useTranslation();
  const env = useEnv();
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  if (!user) return null;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'setting', icon: <UserOutlined aria-hidden />, label: t('layout.user.center') },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: t('layout.user.logout'), danger: true },
        ],
        onClick: ({ key }) => {
          if (key === 'setting') navigate(USER_SETTING_PATH);
          if (key === 'logout') void env.logout();
        },
      }}
    >
      <button type="button" className="eps-user-button" data-testid="user-menu">
        <Avatar size="small" src={user.avatar ?? undefined} icon={<UserOutlined aria-hidden />} />
        <span className="eps-user-name">{user.username}</span>
      </button>
    </Dropdown>
  );
}
