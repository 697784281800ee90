/**
 * The sign-in capabilities the login schemas call as `host` actions
 * (`{ "action": "host", "name": "login.signIn", "args": {...} }`): the
 * schema names them and passes the form values; the flow lives here, once.
 */
import type { HostCapability } from '../../core/env';
import { adminSignIn, signIn, type LoginType, type SignInEnvironment } from './signIn';

/** Names of the capabilities, as schemas write them. */
export const LOGIN_CAPABILITIES = { signIn: 'login.signIn', adminSignIn: 'login.adminSignIn' } as const;

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined);
const loginTypeOf = (value: unknown): LoginType => (str(value) === '2' ? '2' : '1');

/**
 * The host map entries of the login pages.
 * @example const host = { ...env.host, ...loginCapabilities(signInEnvironment) };
 */
export function loginCapabilities(env: SignInEnvironment): Record<string, HostCapability> {
  return {
    [LOGIN_CAPABILITIES.signIn]: (args) =>
      signIn(
        {
          loginType: loginTypeOf(args['loginType']),
          agreement: args['agreement'] === true,
          remember: args['remember'] === true,
          ...(str(args['username']) !== undefined ? { username: str(args['username']) as string } : {}),
          ...(str(args['password']) !== undefined ? { password: str(args['password']) as string } : {}),
          ...(str(args['phone']) !== undefined ? { phone: str(args['phone']) as string } : {}),
          ...(str(args['key']) !== undefined ? { key: str(args['key']) as string } : {}),
          ...(str(args['code']) !== undefined ? { code: str(args['code']) as string } : {}),
        },
        env,
      ),
    [LOGIN_CAPABILITIES.adminSignIn]: (args) =>
      adminSignIn(
        {
          supplierAccount: str(args['supplierAccount']) ?? '',
          username: str(args['username']) ?? '',
          password: str(args['password']) ?? '',
          code: str(args['code']) ?? '',
        },
        env,
      ),
  };
}
