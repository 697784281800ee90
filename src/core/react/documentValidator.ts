/**
 * The registry's document validator, compiled once per registry and loaded
 * on first use, so ajv and the meta-schema stay out of the entry chunk.
 */
import type { Registry } from '../registry';
import type { DocumentValidator } from '../schema/validateDocument';

const validators = new WeakMap<Registry, Promise<DocumentValidator>>();

/** The validator of documents rendered with `registry`. */
export function documentValidatorFor(registry: Registry): Promise<DocumentValidator> {
  let validator = validators.get(registry);
  if (!validator) {
    validator = Promise.all([import('../schema/metaSchema'), import('../schema/validateDocument')]).then(([meta, validate]) =>
      validate.createDocumentValidator(meta.buildMetaSchema(registry.list())),
    );
    validators.set(registry, validator);
  }
  return validator;
}
