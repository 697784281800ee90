/// <reference types="vite/client" />

/** The meta-schema validator precompiled at build time (scripts/lib/checkedScreensPlugin.mjs); undefined outside a build. */
declare module 'virtual:eps-document-validator' {
  const validate: import('./core/schema/validateDocument').CompiledDocumentValidate | undefined;
  export default validate;
  export const metaSchemaKey: string;
}
