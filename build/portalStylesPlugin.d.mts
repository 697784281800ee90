import type { Plugin } from 'vite';
import type { ResolvedPortalTheme } from '../src/shell/theme/portalThemeValues';

/** What the portal theme resolves to and antd's styles for the specimens, worked out in Node as a build does. */
export declare function portalStylesAtBuild(): Promise<{ theme: ResolvedPortalTheme; antdCss: string }>;
/** The content-hashed file name of the antd stylesheet. */
export declare function antdStylesheetName(css: string): string;
/** The page with the stylesheet linked before its first module script. */
export declare function linkStylesheetBefore(html: string, href: string): string;
/** The vite plugin: virtual:eps-portal-theme, and with `antdStylesheet` antd's styles as a linked file (builds only). */
export declare function portalStyles(options?: { antdStylesheet?: boolean }): Plugin;
