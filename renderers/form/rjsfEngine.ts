/**
 * The form's heavy half, split into its own chunk: the eval-free validator
 * (src/core/validation/evalFreeValidator.ts: no `new Function`, so the
 * portal's CSP needs no 'unsafe-eval') behind rjsf's validator interface,
 * with the portal's formats and keywords, and the rjsf schema helpers that
 * need a validator (`retrieveSchema` for `$ref`/`if`/`dependencies`,
 * `getDefaultFormState`). Simple forms render without it and load it after
 * the first paint (see formEngine.ts).
 */
import { getDefaultFormState, retrieveSchema, type RJSFSchema, type RJSFValidationError, type ValidatorType } from '@rjsf/utils';
import { messageKeyOf } from '@core/validation';
import { createEvalFreeValidator, type EvalFreeValidator, type PortalValidationError } from '@core/validation/evalFreeValidator';
import type { FormEngine, FormValidator } from './formEngine';
import { plainSchemaOf } from './plainSchema';
import type { FormSchema } from './types';
import type { FieldError } from './validate';

type PortalValidator = ValidatorType & { rawValidation(schema: FormSchema, data: unknown): { errors?: PortalValidationError[]; validationError?: Error } };

/** rjsf's validator interface over the eval-free validator. */
function rjsfValidatorOf(validator: EvalFreeValidator): PortalValidator {
  const rawValidation = (schema: FormSchema, data: unknown): { errors?: PortalValidationError[]; validationError?: Error } => {
    try {
      return { errors: validator.errors(schema, data) };
    } catch (error) {
      return { validationError: error instanceof Error ? error : new Error(String(error)) };
    }
  };
  return {
    rawValidation,
    isValid: (schema, formData, rootSchema) => validator.isValid(schema as object, formData, rootSchema as object),
    validateFormData(formData, schema) {
      const { errors = [], validationError } = rawValidation(schema as FormSchema, formData);
      const list: RJSFValidationError[] = errors.map((error) => ({
        name: error.keyword,
        property: error.instancePath.replace(/\//g, '.'),
        message: messageKeyOf(error).key,
        params: error.params,
        stack: `${error.instancePath} ${messageKeyOf(error).key}`,
      }));
      if (validationError) list.push({ message: validationError.message, stack: validationError.message });
      return { errors: list, errorSchema: {} };
    },
  } as PortalValidator;
}

const validators = new Map<string, PortalValidator>();

/** One validator per set of brand words, shared by every form (prepared schemas are cached per schema object). */
function validatorFor(brandWords: readonly string[]): PortalValidator {
  const cacheKey = brandWords.join('\u0000');
  let validator = validators.get(cacheKey);
  if (!validator) {
    validator = rjsfValidatorOf(createEvalFreeValidator(brandWords));
    validators.set(cacheKey, validator);
  }
  return validator;
}

const validationSchemas = new WeakMap<FormSchema, FormSchema>();

/**
 * The schema validated: the plain schema without a root `$id` (a form's id
 * is no base URI for its `$ref`s). Same input object, same output object,
 * so the validator's per-schema cache holds.
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
function fieldKeyOf(error: PortalValidationError, known: ReadonlySet<string>): string {
  const path = decodePointer(error.instancePath);
  const missing = error.params.missingProperty;
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
  const { errors, validationError } = (validator as PortalValidator).rawValidation(validationSchemaOf(schema), values);
  if (validationError) {
    result.set('', [{ keyword: 'schema', issue: { key: 'form.invalidSchema', vars: { detail: validationError.message } } }]);
    return result;
  }
  for (const error of errors ?? []) {
    const key = fieldKeyOf(error, known);
    const list = result.get(key) ?? [];
    const issue = messageKeyOf(error);
    if (!list.some((e) => e.issue.key === issue.key)) list.push({ keyword: error.keyword, issue });
    result.set(key, list);
  }
  return result;
}

const HIDDEN_REF = 'x-eps-child-ref';
const CHILD_MAPS = ['properties', 'patternProperties'] as const;
const CHILD_ONE = ['items', 'additionalItems', 'additionalProperties'] as const;

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema's direct child schemas (properties, items...) mapped by `map`; the schema itself when it has none. */
function mapChildren(schema: FormSchema, map: (child: FormSchema) => FormSchema): FormSchema {
  const out: Record<string, unknown> = { ...schema };
  for (const key of CHILD_MAPS) {
    const value = schema[key];
    if (isRecord(value)) out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, isRecord(v) ? map(v) : v]));
  }
  for (const key of CHILD_ONE) {
    const value = schema[key];
    if (isRecord(value)) out[key] = map(value);
    else if (Array.isArray(value)) out[key] = value.map((v: unknown) => (isRecord(v) ? map(v) : v));
  }
  return out;
}

const hideRef = (child: FormSchema): FormSchema => {
  if (typeof child.$ref !== 'string') return child;
  const { $ref, ...rest } = child;
  return { ...rest, [HIDDEN_REF]: $ref };
};
const showRef = (child: FormSchema): FormSchema => {
  if (typeof child[HIDDEN_REF] !== 'string') return child;
  const { [HIDDEN_REF]: ref, ...rest } = child;
  return { ...rest, $ref: ref };
};

/**
 * rjsf `retrieveSchema` for one level: the `$ref`s of the schema's direct
 * children stay refs (each child resolves its own when it is built).
 * retrieveSchema inlines every nested ref, one level of recursion deeper
 * per call, so a recursive schema resolved level by level never ended;
 * kept as refs, the field builder sees a recursive `$ref` and makes it lazy.
 */
function resolveOneLevel(validator: FormValidator, schema: FormSchema, rootSchema: FormSchema, formData: unknown): FormSchema {
  const resolved = retrieveSchema(validator as PortalValidator, mapChildren(schema, hideRef) as RJSFSchema, rootSchema as RJSFSchema, formData) as FormSchema;
  return mapChildren(resolved, showRef);
}

/** The engine the form renderer loads on demand. */
export const formEngine: FormEngine = {
  validatorFor,
  validate,
  resolveSchema: resolveOneLevel,
  defaults: (validator, schema, values) =>
    getDefaultFormState(validator as PortalValidator, schema as RJSFSchema, values, schema as RJSFSchema, false, {
      // A `const` is a rule (an agreement box must be ticked), not a value to fill in.
      constAsDefaults: 'never',
    }),
};
