// antd 5 on React 19 needs this patch before anything renders (STACK.md).
import '@ant-design/v5-patch-for-react-19';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadMessages } from './i18n/resources';
import { App } from './shell/App';
import { initialLanguage } from './shell/routing/language';
import { startRouteChunk } from './shell/routeChunks';
import { readStoredUser } from './shell/session/storage';
import { forgetLoadedModulePreloads } from './shell/theme/loadedModulePreloads';
import './shell/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const render = (): void =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// Before any lazy import adds its links: antd's style injection scans <head> on every mount (the module says why).
forgetLoadedModulePreloads();
// The page's own code (and its screens') comes while the texts load and the first render runs, not after them.
startRouteChunk(window.location.pathname, window.location.search, readStoredUser() !== null);
// The stored language's texts before the first render (the default one is already here).
// If they cannot load, the page starts in the default language rather than not at all.
loadMessages(initialLanguage()).then(render, (error: unknown) => {
  console.warn('[i18n] the stored language could not load; starting in the default language', error);
  render();
});
