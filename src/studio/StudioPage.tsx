/**
 * The low-code studio, the "Low-code settings" app: screens,
 * menus, texts and the audit log in tabs, and the editor of one screen.
 * Where it is, is in the address (`?view=screens&id=t/news`), so a reload
 * or a link opens the same place. Tooling, so hand-written React + antd;
 * its own chunk, imported only by the shell's route table; each tab and the
 * editor are further chunks of their own (src/studio/lazy).
 */
import { Tabs } from 'antd';
import { useCallback, useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { StudioView } from '../menu/mainChildren';
import { AuditLogChunk, MenusPanelChunk, ScreenEditorChunk, ScreensListChunk, TextsTableChunk } from './lazy/studioChunks';
import { screenTemplate, TEMPLATE_NAMES, type TemplateName } from './screens/screenTemplates';
import './studio.css';

export const STUDIO_VIEWS: readonly StudioView[] = ['screens', 'menus', 'texts', 'audit'];

export interface StudioPageProps {
  /** The view shown when the address names none (the menu entry's). */
  defaultView: StudioView;
}

function StudioPage({ defaultView }: StudioPageProps): ReactElement {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const given = search.get('view');
  const view: StudioView = STUDIO_VIEWS.find((v) => v === given) ?? defaultView;
  const id = search.get('id');
  const templateName = search.get('template');
  const template = useMemo(() => {
    const name = TEMPLATE_NAMES.find((n) => n === templateName);
    return name ? screenTemplate(name) : undefined;
  }, [templateName]);

  const go = useCallback((next: Record<string, string>) => setSearch(next), [setSearch]);

  if (view === 'screens' && id) {
    return <ScreenEditorChunk key={id} id={id} template={template} onBack={() => go({ view: 'screens' })} />;
  }
  return (
    <Tabs
      className="eps-studio"
      activeKey={view}
      onChange={(key) => go({ view: key })}
      destroyOnHidden
      items={[
        { key: 'screens', label: t('studio.tabs.screens'), children: <ScreensListChunk onOpen={(screen) => go({ view: 'screens', id: screen })} onCreate={(screen, name: TemplateName) => go({ view: 'screens', id: screen, template: name })} /> },
        { key: 'menus', label: t('studio.tabs.menus'), children: <MenusPanelChunk /> },
        { key: 'texts', label: t('studio.tabs.texts'), children: <TextsTableChunk /> },
        { key: 'audit', label: t('studio.tabs.audit'), children: <AuditLogChunk /> },
      ]}
    />
  );
}

export default StudioPage;
