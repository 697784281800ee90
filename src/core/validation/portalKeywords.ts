/**
 * The portal's custom schema keywords (`password`, `fileTypes`,
 * `maxFileSize`, `notEqualField`, `equalField`) as plain checks, so ajv
 * (server, schema check: ajvPlugin.ts) and the browser's eval-free validator
 * (evalFreeValidator.ts) apply the same rules. Each check returns its
 * failures as message keys with their values.
 */
import { expandFileTypes, fileSizeOf, formatFileSize, isAllowedFileType, type FileLike } from './fileTypes';
import { VALIDATION_KEYS } from './keys';
import { checkPassword } from './password';

/** The value of the `password` keyword. `true` checks with the built-in and brand words only. */
export interface PasswordKeywordValue {
  /** A sibling property holding the account the password must not contain. */
  accountField?: string;
  /** Extra words the password must not contain. */
  words?: readonly string[];
}

export interface KeywordFailure {
  key: string;
  params?: Record<string, unknown>;
}

/** A keyword's check: its schema value, the data, the object holding the data, the brand words. */
export type KeywordCheck = (
  schema: unknown,
  data: unknown,
  parent: Readonly<Record<string, unknown>> | undefined,
  brandWords: readonly string[],
) => KeywordFailure[];

const asFiles = (data: unknown): unknown[] => (Array.isArray(data) ? data : [data]);
const isFileLike = (value: unknown): value is FileLike => typeof value === 'string' || (typeof value === 'object' && value !== null);
const stringList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const isAbsent = (value: unknown): boolean => value === undefined || value === null || value === '';

const password: KeywordCheck = (schema, data, parent, brandWords) => {
  if (schema === false || typeof data !== 'string') return [];
  const value = (schema && typeof schema === 'object' ? schema : {}) as PasswordKeywordValue;
  const account = value.accountField && parent ? parent[value.accountField] : undefined;
  return checkPassword(data, {
    brandWords,
    words: stringList(value.words),
    account: typeof account === 'string' ? account : undefined,
  }).map((key) => ({ key }));
};

const fileTypes: KeywordCheck = (schema, data) => {
  const types = stringList(schema);
  const bad = asFiles(data).some((file) => isFileLike(file) && !isAllowedFileType(file, types));
  return bad ? [{ key: VALIDATION_KEYS.fileType, params: { types: expandFileTypes(types).join(', ') } }] : [];
};

const maxFileSize: KeywordCheck = (schema, data) => {
  const max = typeof schema === 'number' ? schema : Infinity;
  const bad = asFiles(data).some((file) => (fileSizeOf(file) ?? 0) > max);
  return bad ? [{ key: VALIDATION_KEYS.fileSize, params: { max: formatFileSize(max), limit: max } }] : [];
};

// spec portal-shell 5: "new differs from old" (password, email, phone change).
const notEqualField: KeywordCheck = (schema, data, parent) => {
  const other = parent && typeof schema === 'string' ? parent[schema] : undefined;
  if (isAbsent(data) || isAbsent(other)) return [];
  return data === other ? [{ key: VALIDATION_KEYS.notEqual, params: { field: schema } }] : [];
};

// spec portal-shell 5: "confirmation equals new".
const equalField: KeywordCheck = (schema, data, parent) => {
  const other = parent && typeof schema === 'string' ? parent[schema] : undefined;
  if (isAbsent(data)) return [];
  return data !== other ? [{ key: VALIDATION_KEYS.equal, params: { field: schema } }] : [];
};

/** Keyword name to check. */
export const PORTAL_KEYWORD_CHECKS: Readonly<Record<string, KeywordCheck>> = { password, fileTypes, maxFileSize, notEqualField, equalField };

/** Which data type a keyword applies to (ajv's `type` of the keyword definition); absent: any. */
export const PORTAL_KEYWORD_TYPES: Readonly<Record<string, 'string'>> = { password: 'string' };
