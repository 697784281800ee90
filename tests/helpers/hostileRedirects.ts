/**
 * Hostile redirect targets: protocol-relative and backslash tricks,
 * other origins, script and data URLs, look-alike hosts of the allow-listed
 * origin, userinfo tricks, encoded variants and whitespace prefixes. Shared
 * by the server, unit and browser open-redirect tests.
 */

/** The allow-listed origin the look-alikes imitate. */
export const ALLOWED_ORIGIN = 'https://help.example.com';

export const HOSTILE_REDIRECTS: readonly string[] = [
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/\\/evil.example',
  '/\\/evil.example',
  'https://evil.example',
  'http://evil.example/pages/main/home',
  'https:evil.example',
  'https:/evil.example',
  'HTTPS://EVIL.EXAMPLE',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.domain)',
  'java\tscript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'https://help.example.com.evil.example',
  'http://help.example.com.evil.example/x',
  'https://help.example.com@evil.example',
  '//help.example.com@evil.example',
  'https://user:pass@evil.example',
  'https://evil.example\\@help.example.com',
  'https://evil.example#@help.example.com',
  'https://evil.example?@help.example.com',
  '%2F%2Fevil.example',
  '%2f%5cevil.example',
  'https%3A%2F%2Fevil.example',
  '\t//evil.example',
  ' //evil.example',
  '\n//evil.example',
  '\u3000//evil.example',
  '//evil%2Eexample',
  '//evil.example%2F..',
  'http://0x7f000001/',
  'http://[::1]/',
  'blob:https://evil.example/1',
  'ftp://evil.example/',
];
