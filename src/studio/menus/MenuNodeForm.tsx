/**
 * Adds or edits one menu node: its type (spec portal-shell 2.3), name, titles
 * per language, target (a screen picked from the tenant's screens, a
 * built-in screen, an embedded app or a link; none for a group), route,
 * order and whether it is listed in the side menu; for a new embedded app,
 * whether it opens in an iframe. A shipped entry is changed only in its
 * titles, order and listing (the tenant's overlay over it).
 */
import { AutoComplete, Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { BUILTIN_SCREENS } from '../../menu/mainChildren';
import type { MenuNode } from './menuMoves';

/** Menu node types a tenant may add (spec portal-shell 2.3). */
export const MENU_TYPES = [1, 2, 4, 6, 7, 9, 10, 11, 12] as const;

/** App roots (types 2 and 11) start a new app; every other type goes under a node. */
const APP_TYPES: readonly number[] = [2, 11];

/** The types offered: the node's own when editing, app types for a new app, the others under a node. */
function typeChoices(node: MenuNode | undefined, newApp: boolean): readonly number[] {
  if (node) return [node.type];
  return MENU_TYPES.filter((code) => APP_TYPES.includes(code) === newApp);
}

export interface MenuFormValues {
  type: number;
  name: string;
  titleZh: string;
  titleEn: string;
  uri: string;
  appRoute: string;
  sort: number | null;
  hidden: boolean;
  iframe: boolean;
}

export interface MenuNodeFormProps {
  open: boolean;
  /** The node edited, or undefined to add a child of `parent`. */
  node: MenuNode | undefined;
  parent: MenuNode | undefined;
  /** Screen ids a `schema:` target may name (pages of the tenant). */
  screenIds: readonly string[];
  onCancel: () => void;
  onSubmit: (values: MenuFormValues) => Promise<void>;
}

export function MenuNodeForm({ open, node, parent, screenIds, onCancel, onSubmit }: MenuNodeFormProps): ReactElement {
  const { t } = useTranslation();
  const [form] = Form.useForm<MenuFormValues>();
  const type = Form.useWatch('type', form);
  const shipped = node !== undefined && !node.editable;
  const newApp = node === undefined && parent === undefined;
  const targets = useMemo(
    () => [
      { label: t('studio.menus.screens'), options: screenIds.map((id) => ({ value: `schema:${id}`, label: `schema:${id}` })) },
      { label: t('studio.menus.builtins'), options: Object.keys(BUILTIN_SCREENS).map((name) => ({ value: `builtin:${name}`, label: `builtin:${name}` })) },
    ],
    [screenIds, t],
  );
  const initial: MenuFormValues = node
    ? { type: node.type, name: node.name, titleZh: node.i18nTitle?.['zh-cn'] ?? '', titleEn: node.i18nTitle?.en ?? '', uri: node.uri ?? '', appRoute: node.appRoute ?? '', sort: node.sort, hidden: node.hidden, iframe: false }
    : { type: newApp ? 11 : 1, name: '', titleZh: '', titleEn: '', uri: '', appRoute: '', sort: null, hidden: false, iframe: false };
  return (
    <Modal
      open={open}
      title={shipped ? t('studio.menus.editShippedTitle', { name: node.name }) : node ? t('studio.menus.editTitle', { name: node.name }) : t('studio.menus.addTitle', { parent: parent?.name ?? '/' })}
      onCancel={onCancel}
      onOk={() => void form.validateFields().then(onSubmit)}
      okText={t('studio.save')}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial} preserve={false}>
        <Form.Item name="type" label={t('studio.menus.type')} rules={[{ required: true }]}>
          <Select disabled={node !== undefined} options={typeChoices(node, newApp).map((code) => ({ value: code, label: t(`studio.menuType.${code}`) }))} />
        </Form.Item>
        <Form.Item name="name" label={t('studio.menus.name')} rules={[{ required: true, message: t('studio.menus.nameRequired') }]} hidden={shipped}>
          <Input data-testid="menu-name" />
        </Form.Item>
        <Form.Item name="titleZh" label={t('studio.menus.titleZh')}>
          <Input />
        </Form.Item>
        <Form.Item name="titleEn" label={t('studio.menus.titleEn')}>
          <Input data-testid="menu-title-en" />
        </Form.Item>
        <Form.Item name="uri" label={t('studio.menus.uri')} extra={shipped ? undefined : t('studio.menus.uriHelp')}>
          <AutoComplete
            disabled={shipped}
            options={targets}
            filterOption={(input, option) => 'value' in (option ?? {}) && String((option as { value?: unknown }).value).includes(input)}
          >
            <Input data-testid="menu-uri" />
          </AutoComplete>
        </Form.Item>
        {!node && (
          <Form.Item name="appRoute" label={t('studio.menus.appRoute')} rules={[{ pattern: /^[a-z0-9-]*$/, message: t('studio.menus.appRouteInvalid') }]}>
            <Input data-testid="menu-route" />
          </Form.Item>
        )}
        <Form.Item name="sort" label={t('studio.menus.sort')}>
          <InputNumber min={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="hidden" label={t('studio.menus.hidden')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {newApp && type === 11 && (
          <Form.Item name="iframe" label={t('studio.menus.iframe')} extra={t('studio.menus.iframeHelp')} valuePropName="checked">
            <Switch data-testid="menu-iframe" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
