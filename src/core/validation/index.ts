/**
 * Validation rules of the portal (spec portal-shell 5, workflow-enterprise-
 * embedding 5): pure functions returning message keys, and an ajv plugin
 * with the same rules for forms, the schema check and the server.
 */
export { VALIDATION_KEYS, isEmptyValue, type ValidationIssue, type ValidationKey, type ValidationKeyName } from './keys';
export { checkMobile, isMobile } from './mobile';
export { checkEmail, isEmail } from './email';
export { checkAccount, hasUnsafeNameChars, isAccount } from './account';
export {
  checkPassword,
  checkStrongPassword,
  isStrongPassword,
  PASSWORD_BUILTIN_WORDS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordCheckOptions,
} from './password';
export { checkCreditCode, creditCodeCheckChar, isCreditCode } from './creditCode';
export {
  checkAreaCode,
  checkBankNo,
  checkInteger,
  checkLandline,
  checkNumeric,
  isAreaCode,
  isBankNo,
  isInteger,
  isLandline,
  isNumeric,
} from './patterns';
export { AMOUNT_MAX, amountIssue, checkAmount, isAmount, type AmountDecimals } from './amount';
export {
  checkFileSize,
  checkFileType,
  expandFileTypes,
  fileExtension,
  fileNameOf,
  fileSizeOf,
  FILE_TYPE_GROUPS,
  formatFileSize,
  isAllowedFileType,
  type FileLike,
  type FileTypeGroup,
} from './fileTypes';
export { formatPhone344 } from './phoneFormat';
export {
  addPortalFormats,
  PORTAL_AMOUNT_FORMATS,
  PORTAL_STRING_FORMATS,
  type PasswordKeywordValue,
  type PortalFormatsOptions,
} from './ajvPlugin';
export { messageKeyOf, type ValidationErrorLike } from './messageKey';
