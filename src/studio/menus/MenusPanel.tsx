/**
 * The tenant's menu tree: drag the tenant's own nodes to move and
 * reorder them, add a child of any node, edit, delete and restore. The
 * platform's nodes are shown for context and cannot be changed.
 */
import { Alert, Button, Empty, Space, Spin, Switch, Tag, Tree, Typography } from 'antd';
import type { TreeDataNode, TreeProps } from 'antd';
import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiProvider } from '../../core/env';
import { useEnv } from '../../core/react';
import { screenKindsOf } from '../editor/useScreenKinds';
import { lowcodeApi } from '../lowcodeApi';
import { useStudioList, useStudioWrites } from '../useStudioList';
import { findNode, moveFor, toMenuNodes, type MenuNode } from './menuMoves';
import { MenuNodeForm, type MenuFormValues } from './MenuNodeForm';

function menuCalls(api: ApiProvider) {
  const base = '/eps/lowcode/menus';
  return {
    tree: async (deleted: boolean) => toMenuNodes((await api.request<unknown>({ method: 'get', url: base, params: deleted ? { deleted: true } : {}, silent: true })).data),
    add: (body: Record<string, unknown>) => api.request({ method: 'post', url: base, data: body, silent: true }),
    patch: (id: number, body: Record<string, unknown>) => api.request({ method: 'patch', url: `${base}/${id}`, data: body, silent: true }),
    reorder: (parentId: number | null, order: number[]) => api.request({ method: 'post', url: `${base}/reorder`, data: { parentId, order }, silent: true }),
    remove: (id: number) => api.request({ method: 'delete', url: `${base}/${id}`, silent: true }),
    restore: (id: number) => api.request({ method: 'post', url: `${base}/${id}/restore`, data: {}, silent: true }),
  };
}

const titleOf = (values: MenuFormValues): Record<string, string> | undefined => {
  const title: Record<string, string> = {};
  if (values.titleZh.trim()) title['zh-cn'] = values.titleZh.trim();
  if (values.titleEn.trim()) title.en = values.titleEn.trim();
  return Object.keys(title).length > 0 ? title : undefined;
};

const NO_NODES: readonly MenuNode[] = [];

export function MenusPanel(): ReactElement {
  const { t, i18n } = useTranslation();
  const env = useEnv();
  const calls = useMemo(() => menuCalls(env.api), [env.api]);
  const screensApi = useMemo(() => lowcodeApi(env.api), [env.api]);
  const [showDeleted, setShowDeleted] = useState(false);
  const read = useStudioList(env.api, 'menus', showDeleted, () => calls.tree(showDeleted));
  const tree = { nodes: read.data ?? NO_NODES, loading: read.loading && read.data === undefined, error: read.error };
  const written = useStudioWrites();
  const [selected, setSelected] = useState<number | undefined>(undefined);
  const [editing, setEditing] = useState<{ mode: 'add' | 'edit' } | undefined>(undefined);
  // The screen picker offers what the server accepts as a target: pages (a menu cannot show a dialog), shipped or published.
  const screens = useStudioList(env.api, 'screens', undefined, screensApi.screens);
  const pages = useMemo(() => [...screenKindsOf(screens.data ?? [])].filter(([, kind]) => kind === 'page').map(([id]) => id), [screens.data]);

  const act = useCallback(
    async (call: () => Promise<unknown>, done: string): Promise<boolean> => {
      try {
        await call();
        env.notify('success', done);
        await written();
        return true;
      } catch (error) {
        env.notify('error', String((error as Error).message ?? error));
        return false;
      }
    },
    [env, written],
  );

  const label = useCallback((node: MenuNode) => node.i18nTitle?.[i18n.language] ?? node.name, [i18n.language]);
  const data = useMemo((): TreeDataNode[] => {
    const toData = (nodes: readonly MenuNode[]): TreeDataNode[] =>
      nodes.map((node) => ({
        key: node.permissionId,
        title: (
          <Space size={4} data-testid={`menu-node-${node.permissionId}`}>
            <span style={node.deletedAt ? { textDecoration: 'line-through' } : undefined}>{label(node)}</span>
            {node.uri && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{node.uri}</Typography.Text>}
            {node.editable && <Tag color="purple">{t('studio.menus.own')}</Tag>}
            {node.hidden && <Tag>{t('studio.menus.hiddenTag')}</Tag>}
            {node.deletedAt && <Tag color="red">{t('studio.state.deleted')}</Tag>}
          </Space>
        ),
        children: toData(node.children),
      }));
    return toData(tree.nodes);
  }, [tree.nodes, label, t]);

  const onDrop: TreeProps['onDrop'] = (info) => {
    const position = info.dropPosition - Number(info.node.pos.split('-').pop());
    const move = moveFor(tree.nodes, Number(info.dragNode.key), Number(info.node.key), info.dropToGap, position < 0 ? -1 : 1);
    if (!move) return;
    const own = move.order.ids.filter((id) => findNode(tree.nodes, id)?.editable || id === move.id);
    void act(async () => {
      if (move.parentId !== undefined) await calls.patch(move.id, { parentId: move.parentId });
      await calls.reorder(move.order.parentId, own);
    }, t('studio.menus.moved'));
  };

  const node = selected === undefined ? undefined : findNode(tree.nodes, selected);
  const submit = async (values: MenuFormValues): Promise<void> => {
    const title = titleOf(values);
    const ok =
      editing?.mode === 'edit' && node
        ? await act(() => calls.patch(node.permissionId, { name: values.name.trim(), i18nTitle: title ?? null, uri: values.uri.trim() || null, hidden: values.hidden, ...(values.sort === null ? {} : { sort: values.sort }) }), t('studio.saved'))
        : await act(
            () =>
              calls.add({
                parentId: node?.permissionId ?? null,
                type: values.type,
                name: values.name.trim(),
                ...(title ? { i18nTitle: title } : {}),
                ...(values.uri.trim() ? { uri: values.uri.trim() } : {}),
                ...(values.appRoute.trim() ? { appRoute: values.appRoute.trim() } : {}),
                ...(values.sort === null ? {} : { sort: values.sort }),
              }),
            t('studio.menus.added'),
          );
    if (ok) setEditing(undefined);
  };

  return (
    <div data-testid="studio-menus" className="eps-studio-menus">
      <Space wrap style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => setEditing({ mode: 'add' })} data-testid="menu-add">
          {node ? t('studio.menus.addChild') : t('studio.menus.addRoot')}
        </Button>
        <Button disabled={!node?.editable || !!node.deletedAt} onClick={() => setEditing({ mode: 'edit' })} data-testid="menu-edit">
          {t('studio.menus.edit')}
        </Button>
        {node?.deletedAt ? (
          <Button onClick={() => void act(() => calls.restore(node.permissionId), t('studio.menus.restored'))}>{t('studio.menus.restore')}</Button>
        ) : (
          <Button danger disabled={!node?.editable} onClick={() => node && void act(() => calls.remove(node.permissionId), t('studio.menus.deleted'))}>
            {t('studio.menus.delete')}
          </Button>
        )}
        <Space size={4}>
          <Switch size="small" checked={showDeleted} onChange={setShowDeleted} aria-label={t('studio.menus.showDeleted')} />
          <span>{t('studio.menus.showDeleted')}</span>
        </Space>
      </Space>
      {tree.error && <Alert type="error" showIcon message={t('studio.loadFailed')} description={tree.error} style={{ marginBottom: 12 }} />}
      {tree.loading ? (
        <Spin style={{ display: 'block', margin: '40px auto' }} />
      ) : data.length === 0 ? (
        <Empty description={t('studio.menus.empty')} />
      ) : (
        <Tree
          treeData={data}
          draggable={{ icon: false, nodeDraggable: (item) => findNode(tree.nodes, Number(item.key))?.editable === true }}
          defaultExpandAll
          blockNode
          selectedKeys={selected === undefined ? [] : [selected]}
          onSelect={(keys) => setSelected(keys.length > 0 ? Number(keys[0]) : undefined)}
          onDrop={onDrop}
        />
      )}
      <MenuNodeForm open={editing !== undefined} node={editing?.mode === 'edit' ? node : undefined} parent={node} screenIds={pages} onCancel={() => setEditing(undefined)} onSubmit={submit} />
    </div>
  );
}
