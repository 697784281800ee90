/**
 * Validation rules of the portal (spec portal-shell 5, workflow-enterprise-
 * embedding 5): pure functions returning message keys, and an ajv plugin
 * with the same rules for forms, the schema check and the server.
 */
export { VALIDATION_KEYS, type ValidationIssue } from './keys';
export { checkMobile, isMobile } from './mobile';
export { checkEmail, isEmail } from './email';
export { checkAccount, hasUnsafeNameChars } from './account';
export {
  checkPassword,
  checkStrongPassword,
} from './password';
export { checkCreditCode, creditCodeCheckChar, isCreditCode } from './creditCode';
export {
  checkAreaCode,
  checkBankNo,
  checkInteger,
  checkLandline,
  checkNumeric,
  isLandline,
} from './patterns';
export { AMOUNT_MAX, checkAmount } from './amount';
export {
  checkFileSize,
  checkFileType,
  expandFileTypes,
  fileExtension,
  FILE_TYPE_GROUPS,
  formatFileSize,
  isAllowedFileType,
} from './fileTypes';
export { formatPhone344 } from './phoneFormat';
export {
  addPortalFormats,
} from './ajvPlugin';
export { messageKeyOf } from './messageKey';
