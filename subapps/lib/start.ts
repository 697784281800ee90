// Runs a demo sub-app: draws the page the portal's route names into `rootId`
// and draws again when the portal sends another page, language or tenant.
import { languageOf, onPortalChange, portalState, signalReady, type PortalState } from './portal';
import type { ViewEnv } from './taskViews';
import { TEXTS } from './texts';

/** Draws one page; `env.current()` turns false once it is replaced. */
export type PageRenderer = (path: string, env: Omit<ViewEnv, 'taskPath'>) => HTMLElement;

export function startSubApp(rootId: string, renderPage: PageRenderer): void {
  let generation = 0;
  const render = (state: PortalState): void => {
    const root = document.getElementById(rootId);
    if (!root) return;
    generation += 1;
    const mine = generation;
    const language = languageOf(state);
    root.setAttribute('lang', language === 'en' ? 'en' : 'zh-CN');
    root.replaceChildren(renderPage(state.path, { t: TEXTS[language], language, current: () => mine === generation }));
  };
  onPortalChange(render);
  render(portalState());
  signalReady();
}

/** The task id of a `/task/{id}` page, if `path` is one. */
export function taskIdOf(path: string): number | undefined {
  const match = /^\/?task\/(\d{1,10})\/?$/.exec(path);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
