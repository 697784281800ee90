/**
 * The tenant's menu tree: drag the tenant's own nodes to move and
 * reorder them, add a child (a page, or a group without a target) or an app,
 * edit, rename in place (F2 or the button), delete and restore. Shipped
 * entries are relabelled, reordered among their siblings and hidden as the
 * tenant's overlay, and "Restore shipped" takes the overlay away.
 */
import { Alert, Empty, Spin, Typography } from 'antd';
import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnv } from '../../core/react';
import { screenKindsOf } from '../editor/useScreenKinds';
import { lowcodeApi } from '../lowcodeApi';
import { useConfirmAction } from '../useConfirmAction';
import { useStudioList, useStudioWrites } from '../useStudioList';
import { menuCalls, type MenuCalls, type OverlayBody } from './menuCalls';
import { findNode, type MenuNode } from './menuMoves';
import { MenuNodeForm, type MenuFormValues } from './MenuNodeForm';
import { MenuToolbar } from './MenuToolbar';
import { MenuTree } from './MenuTree';

const titleOf = (values: MenuFormValues): Record<string, string> | undefined => {
  const title: Record<string, string> = {};
  if (values.titleZh.trim()) title['zh-cn'] = values.titleZh.trim();
  if (values.titleEn.trim()) title.en = values.titleEn.trim();
  return Object.keys(title).length > 0 ? title : undefined;
};

/**
 * The overlay change of a shipped entry's form: only what the person changed
 * (a title left as shipped stays the shipped one, with its translations).
 */
export function overlayChange(node: MenuNode, values: MenuFormValues): OverlayBody {
  const body: OverlayBody = {};
  const titles: Record<string, string> = { ...(node.overlay?.i18nTitle ?? {}) };
  const typed: Record<string, string> = { 'zh-cn': values.titleZh.trim(), en: values.titleEn.trim() };
  let titled = false;
  for (const [language, text] of Object.entries(typed)) {
    if (text && text !== (node.i18nTitle?.[language] ?? '')) {
      titles[language] = text;
      titled = true;
    }
  }
  if (titled) body.i18nTitle = titles;
  if (values.hidden !== node.hidden) body.hidden = values.hidden;
  if (values.sort !== null && values.sort !== node.sort) body.sort = values.sort;
  return body;
}

/** The calls of the form's save: a shipped entry's overlay, an own node's PATCH, or a new node. */
function saveCall(calls: MenuCalls, mode: 'add' | 'edit', node: MenuNode | undefined, values: MenuFormValues): (() => Promise<unknown>) | undefined {
  const title = titleOf(values);
  const sort = values.sort === null ? {} : { sort: values.sort };
  if (mode === 'edit' && node && !node.editable) {
    const change = overlayChange(node, values);
    return Object.keys(change).length > 0 ? () => calls.overlay(node, change) : undefined;
  }
  if (mode === 'edit' && node) {
    return () => calls.patch(node, { name: values.name.trim(), i18nTitle: title ?? null, uri: values.uri.trim() || null, hidden: values.hidden, ...sort });
  }
  const app = node === undefined;
  return () =>
    calls.add({
      parentId: node?.permissionId ?? null,
      type: values.type,
      name: values.name.trim(),
      ...(title ? { i18nTitle: title } : {}),
      ...(values.uri.trim() ? { uri: values.uri.trim() } : {}),
      ...(values.appRoute.trim() ? { appRoute: values.appRoute.trim() } : {}),
      ...sort,
      ...(app && values.type === 11 ? { iframe: values.iframe } : {}),
    });
}

const NO_NODES: readonly MenuNode[] = [];

/** Ids of the nodes that have children, depth first. */
function withChildren(nodes: readonly MenuNode[]): number[] {
  return nodes.flatMap((node) => (node.children.length > 0 ? [node.permissionId, ...withChildren(node.children)] : []));
}

/** Runs a write, tells its outcome and reloads the studio's lists; resolves whether it passed. */
function useWriteAndTell(): (call: () => Promise<unknown>, done: string) => Promise<boolean> {
  const env = useEnv();
  const written = useStudioWrites();
  return useCallback(
    async (call: () => Promise<unknown>, done: string): Promise<boolean> => {
      try {
        await call();
        env.notify('success', done);
        await written();
        return true;
      } catch (error) {
        env.notify('error', String((error as Error).message ?? error));
        // A refused change may mean someone else changed the entry (409): show theirs, so the next change starts from it.
        await written().catch(() => undefined);
        return false;
      }
    },
    [env, written],
  );
}

export function MenusPanel(): ReactElement {
  const { t, i18n } = useTranslation();
  const env = useEnv();
  const calls = useMemo(() => menuCalls(env.api), [env.api]);
  const screensApi = useMemo(() => lowcodeApi(env.api), [env.api]);
  const [showDeleted, setShowDeleted] = useState(false);
  const read = useStudioList(env.api, 'menus', showDeleted, () => calls.tree(showDeleted));
  const tree = { nodes: read.data ?? NO_NODES, loading: read.loading && read.data === undefined, error: read.error };
  const [selected, setSelected] = useState<number | undefined>(undefined);
  const [editing, setEditing] = useState<{ mode: 'add' | 'edit' } | undefined>(undefined);
  const [renaming, setRenaming] = useState<number | undefined>(undefined);
  // Every node with children starts open; a node that gets a child is opened, so the new node shows.
  const [expanded, setExpanded] = useState<readonly number[] | undefined>(undefined);
  const allParents = useMemo(() => withChildren(tree.nodes), [tree.nodes]);
  // The screen picker offers what the server accepts as a target: pages (a menu cannot show a dialog), shipped or published.
  const screens = useStudioList(env.api, 'screens', undefined, screensApi.screens);
  const pages = useMemo(() => [...screenKindsOf(screens.data ?? [])].filter(([, kind]) => kind === 'page').map(([id]) => id), [screens.data]);
  const language = i18n.language === 'en' ? 'en' : 'zh-cn';

  const act = useWriteAndTell();

  const label = useCallback((node: MenuNode) => node.i18nTitle?.[language] ?? node.name, [language]);
  // Deleting an entry (with its children) asks first, naming it.
  const asked = useConfirmAction();
  const removeAfterAsking = async (entry: MenuNode): Promise<void> => {
    if (await asked.confirm({ title: t('studio.menus.deleteConfirm', { name: label(entry) }), content: t('studio.menus.deleteHint'), okText: t('studio.menus.delete') })) await act(() => calls.remove(entry), t('studio.menus.deleted'));
  };
  const node = selected === undefined ? undefined : findNode(tree.nodes, selected);
  const submit = async (values: MenuFormValues): Promise<void> => {
    const call = editing ? saveCall(calls, editing.mode, node, values) : undefined;
    const ok = call ? await act(call, editing?.mode === 'edit' ? t('studio.saved') : t('studio.menus.added')) : true;
    if (ok && editing?.mode === 'add' && node) setExpanded((open) => [...(open ?? allParents), node.permissionId]);
    if (ok) setEditing(undefined);
  };

  return (
    <div data-testid="studio-menus" className="eps-studio-menus">
      {asked.holder}
      <MenuToolbar
        node={node}
        showDeleted={showDeleted}
        setShowDeleted={setShowDeleted}
        onAdd={() => setEditing({ mode: 'add' })}
        onEdit={() => setEditing({ mode: 'edit' })}
        onRename={(entry) => setRenaming(entry.permissionId)}
        onRestoreShipped={(entry) => void act(() => calls.restoreShipped(entry), t('studio.menus.shippedRestored'))}
        onRestore={(entry) => void act(() => calls.restore(entry.permissionId), t('studio.menus.restored'))}
        onDelete={(entry) => void removeAfterAsking(entry)}
      />
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {t('studio.menus.keyboardHint')}
      </Typography.Paragraph>
      {tree.error && <Alert type="error" showIcon message={t('studio.loadFailed')} description={tree.error} style={{ marginBottom: 12 }} />}
      {tree.loading ? (
        <Spin style={{ display: 'block', margin: '40px auto' }} />
      ) : tree.nodes.length === 0 ? (
        <Empty description={t('studio.menus.empty')} />
      ) : (
        <MenuTree
          nodes={tree.nodes}
          calls={calls}
          act={act}
          label={label}
          language={language}
          selected={selected}
          setSelected={setSelected}
          renaming={renaming}
          setRenaming={setRenaming}
          expandedKeys={expanded ?? allParents}
          setExpanded={setExpanded}
        />
      )}
      {/* Keyed by what it edits: each opening starts from that node's values (antd keeps a form's values across openings). */}
      <MenuNodeForm
        key={editing ? `${editing.mode}-${selected ?? 'app'}` : 'closed'}
        open={editing !== undefined} node={editing?.mode === 'edit' ? node : undefined} parent={node} screenIds={pages} onCancel={() => setEditing(undefined)} onSubmit={submit} />
    </div>
  );
}
