/**
 * The fw (framework) engine's own calls (spec workflow 7): "for an engine other
 * than the bpm one, the engine's own button method is called, with remark,
 * userCenterToken, barcode, workflowUniqueId and requestId (numeric)", and
 * "fw also adds extra params from an asynchronous helper". Reached under
 * /eps-sign/ (rewritten to /eps/ by the app):
 * - `GET /eps-api/sign/userCenterToken`: the helper's answer, a token that
 *   proves the user centre's session to the engine;
 * - `POST /eps-api/sign/button`: one button of the bar (`action`, as getButton
 *   names it) with its fields in a JSON body; `userCenterToken` in the query
 *   (the helper's extra params) or the body. A token of another session, or
 *   none, is refused before the document is touched.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteOptions } from '../context';
import { ok } from '../http/envelope';
import { loginError, permissionError } from '../http/errors';
import { actionFields, objectOf, runSignAction, SIGN_ACTIONS, type ActionFields } from './signRoutes';

/** The token of the session `request` carries: an HMAC keyed by the session, so only that session has it. */
function userCenterTokenOf(request: FastifyRequest): string {
  if (request.auth.kind !== 'active') throw loginError();
  const { id, userId, tenantId } = request.auth.session;
  return createHmac('sha256', id).update(`userCenter:${tenantId ?? ''}:${userId}`).digest('base64url');
}

/** True when `given` is this session's token (constant-time). */
function isOwnToken(request: FastifyRequest, given: string | undefined): boolean {
  if (given === undefined || given === '') return false;
  const expected = Buffer.from(userCenterTokenOf(request));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const tokenField = { type: 'string', maxLength: 128 } as const;
const buttonBody = {
  ...objectOf({ ...actionFields, action: { type: 'string', enum: Object.keys(SIGN_ACTIONS) }, userCenterToken: tokenField }),
  required: ['action', 'remark'],
} as const;

interface ButtonBody extends ActionFields {
  action: string;
  userCenterToken?: string;
}

/** Routes of this module, registered under /eps. */
export const fwRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  // A lookup that changes nothing: a read (a tenant's document may show whether the engine is reachable).
  app.get('/eps-api/sign/userCenterToken', { config: { screen: 'read' } }, (request) => ok({ userCenterToken: userCenterTokenOf(request) }));

  app.post<{ Querystring: { userCenterToken?: string }; Body: ButtonBody }>(
    '/eps-api/sign/button',
    {
      config: { screen: 'product' },
      schema: { querystring: { ...objectOf(actionFields), properties: { ...actionFields, userCenterToken: tokenField } }, body: buttonBody },
    },
    (request) => {
      const { action, userCenterToken, ...fields } = request.body;
      if (!isOwnToken(request, userCenterToken ?? request.query.userCenterToken)) throw permissionError('workflow.userCenterToken');
      // The body names the document (requestId a number); the route query the api client adds is not read.
      return runSignAction(ctx, request, action, fields);
    },
  );
};
