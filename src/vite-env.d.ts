/// <reference types="vite/client" />

/** The meta-schema validator precompiled at build time (build/checkedScreensPlugin.mjs); undefined outside a build. */
declare module 'virtual:eps-document-validator' {
  const validate: import('./core/schema/validateDocument').CompiledDocumentValidate | undefined;
  export default validate;
  export const metaSchemaKey: string;
}

/** What the portal theme resolves to, worked out at build time (build/portalStylesPlugin.mjs); undefined outside a build. */
declare module 'virtual:eps-portal-theme' {
  const resolved: import('./shell/theme/portalThemeValues').ResolvedPortalTheme | undefined;
  export default resolved;
}

/** The screen documents validated at build time and their renderer types (build/checkedScreensPlugin.mjs); empty outside a build. */
declare module 'virtual:eps-checked-screens' {
  export const ids: readonly string[];
  export const renderers: Readonly<Record<string, readonly string[]>>;
}
