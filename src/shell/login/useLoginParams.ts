/**
 * The system parameters of the login page, loaded once before sign-in
 * (public call). spec portal-shell 9: "QR code poll 500 ms until system
 * parameters available": a failed load is retried every 500 ms (silently)
 * until it succeeds or the page goes away. Until then the register QR code
 * shows its loading state and the parameter links are not shown; sign-in
 * works without them.
 */
import { startTransition, useEffect, useState } from 'react';
import type { ApiProvider } from '../../core/env';
import { loginParamCodes } from './loginLinks';

/** spec portal-shell 9: 500 ms between tries. */
export const PARAMS_RETRY_MS = 500;

/** Reads the login parameters as a code -> value map. */
export async function fetchLoginParams(api: ApiProvider): Promise<Record<string, string>> {
  const { data } = await api.request<Array<{ paramCode: string; paramValue: string }>>({
    method: 'get',
    url: '/eps/config/params/list',
    params: { codes: loginParamCodes().join(',') },
    silent: true,
  });
  return Object.fromEntries((Array.isArray(data) ? data : []).map((p) => [p.paramCode, p.paramValue]));
}

/** The parameters, or undefined until they arrive. */
export function useLoginParams(api: ApiProvider): Readonly<Record<string, string>> | undefined {
  const [params, setParams] = useState<Record<string, string> | undefined>(undefined);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = (): void => {
      fetchLoginParams(api).then(
        (loaded) => {
          // The links, policies and QR code they bring re-render the whole page, the sign-in form with its new
          // scope included: as a transition, in slices that yield to typing, not one long task (TBT).
          if (live) startTransition(() => setParams(loaded));
        },
        () => {
          if (live) timer = setTimeout(attempt, PARAMS_RETRY_MS);
        },
      );
    };
    attempt();
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [api]);
  return params;
}
