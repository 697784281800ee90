/**
 * The registry's document validator, made once per registry and loaded on
 * first use, so the meta-schema and its validator stay out of the entry
 * chunk. In a production build it is the validator precompiled at build
 * time (virtual:eps-document-validator, build/checkedScreensPlugin.mjs):
 * the portal's CSP has no 'unsafe-eval', so ajv cannot compile in the
 * browser. It is used only when it was compiled from this very meta-schema;
 * otherwise (dev server, tests, a registry with other renderers) ajv
 * compiles it here.
 */
import type { Registry } from '../registry';
import type { DocumentValidator } from '../schema/validateDocument';

const validators = new WeakMap<Registry, Promise<DocumentValidator>>();

/** The validator of documents rendered with `registry`. */
export function documentValidatorFor(registry: Registry): Promise<DocumentValidator> {
  let validator = validators.get(registry);
  if (!validator) {
    validator = Promise.all([
      import('../schema/metaSchema'),
      import('../schema/validateDocument'),
      import('../schema/metaSchemaKey'),
      import('virtual:eps-document-validator'),
    ]).then(([meta, validate, key, precompiled]) => {
      const metaSchema = meta.buildMetaSchema(registry.list());
      const built = precompiled.default;
      return built && precompiled.metaSchemaKey === key.metaSchemaKey(metaSchema)
        ? validate.documentValidatorFrom(built, metaSchema)
        : validate.createDocumentValidator(metaSchema);
    });
    validators.set(registry, validator);
  }
  return validator;
}
