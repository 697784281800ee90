/**
 * The form's heavy half, split into its own chunk: ajv 8 through
 * `@rjsf/validator-ajv8` with the portal's formats and keywords, and the
 * rjsf schema helpers that may need a validator (`retrieveSchema` for
 * `$ref`/`if`/`dependencies`, `getDefaultFormState`). Simple forms render
 * without it and load it after the first paint (see formEngine.ts).
 */
import { getDefaultFormState, retrieveSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { ErrorObject } from 'ajv';
import { addPortalFormats, messageKeyOf } from '../../src/core/validation';
import type { FormEngine, FormValidator } from './formEngine';
import { plainSchemaOf } from './plainSchema';
import type { FormSchema } from './types';
import type { FieldError } from './validate';

type AjvValidator = ValidatorType & { rawValidation(schema: FormSchema, data: unknown): { errors?: ErrorObject[]; validationError?: Error } };

const validators = new Map<string, AjvValidator>();

/** One ajv instance per set of brand words, shared by every form (compiling ajv is the expensive part). */
function validatorFor(brandWords: readonly string[]): AjvValidator {
  const cacheKey = brandWords.join('\u0000');
  let validator = validators.get(cacheKey);
  if (!validator) {
    validator = customizeValidator({
      // Screens are checked by the screen meta-schema; compiling the draft meta-schema per form is waste.
      ajvOptionsOverrides: { validateSchema: false },
      extenderFn: (ajv) => {
        addPortalFormats(ajv, { brandWords });
        // `format: data-url` is drawn by the upload widget, which holds the uploaded file's id, not the bytes (README "Form support").
        ajv.addFormat('data-url', true);
        return ajv;
      },
    }) as unknown as AjvValidator;
    validators.set(cacheKey, validator);
  }
  return validator;
}

const validationSchemas = new WeakMap<FormSchema, FormSchema>();

/**
 * The schema ajv compiles: the plain schema without a root `$id`, so two
 * forms with the same id never clash in the shared ajv instance. Same input
 * object, same output object, so ajv's compile cache holds.
 */
function validationSchemaOf(schema: FormSchema): FormSchema {
  let result = validationSchemas.get(schema);
  if (!result) {
    const { $id: _id, ...rest } = plainSchemaOf(schema);
    result = rest;
    validationSchemas.set(schema, result);
  }
  return result;
}

const decodePointer = (pointer: string): string[] =>
  pointer === '' ? [] : pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));

/** The field key an error belongs to: its data path (plus the missing property), walked up to a known field. */
function fieldKeyOf(error: ErrorObject, known: ReadonlySet<string>): string {
  const path = decodePointer(error.instancePath);
  const missing = (error.params as { missingProperty?: unknown }).missingProperty;
  // `required` and array-form `dependencies` ({ a: ['b'] }) name the missing property: its field owns the error.
  if ((error.keyword === 'required' || error.keyword === 'dependencies') && typeof missing === 'string') path.push(missing);
  for (let length = path.length; length > 0; length -= 1) {
    const key = path.slice(0, length).join('.');
    if (known.has(key)) return key;
  }
  return '';
}

function validate(validator: FormValidator, schema: FormSchema, values: unknown, known: ReadonlySet<string>): Map<string, FieldError[]> {
  const result = new Map<string, FieldError[]>();
  const { errors, validationError } = (validator as AjvValidator).rawValidation(validationSchemaOf(schema), values);
  if (validationError) {
    result.set('', [{ keyword: 'schema', issue: { key: 'form.invalidSchema', vars: { detail: validationError.message } } }]);
    return result;
  }
  for (const error of errors ?? []) {
    // `if` reports its own failure besides the branch's real errors; the branch's are enough.
    if (error.keyword === 'if') continue;
    const key = fieldKeyOf(error, known);
    const list = result.get(key) ?? [];
    const issue = messageKeyOf(error);
    if (!list.some((e) => e.issue.key === issue.key)) list.push({ keyword: error.keyword, issue });
    result.set(key, list);
  }
  return result;
}

/** The engine the form renderer loads on demand. */
export const formEngine: FormEngine = {
  validatorFor,
  validate,
  resolveSchema: (validator, schema, rootSchema, formData) =>
    retrieveSchema(validator as AjvValidator, schema as RJSFSchema, rootSchema as RJSFSchema, formData) as FormSchema,
  defaults: (validator, schema, values) =>
    getDefaultFormState(validator as AjvValidator, schema as RJSFSchema, values, schema as RJSFSchema, false, {
      // A `const` is a rule (an agreement box must be ticked), not a value to fill in.
      constAsDefaults: 'never',
    }),
};
