/**
 * The api client's transport: axios's own adapter, except that a call an
 * early read already asked (earlyReads.ts) takes that answer instead of going
 * out again. Every rule of the client (envelope, errors, logout) runs on the
 * answer as on any other, since this sits below them.
 */
import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosInstance, type AxiosResponse } from 'axios';
import { dropEarlyReads, takeEarlyRead, type EarlyAnswer } from './earlyReads';

const READS = new Set(['get', 'head', 'options']);

export function earlyAwareAdapter(instance: AxiosInstance, network: AxiosAdapter = axios.getAdapter(axios.defaults.adapter)): AxiosAdapter {
  return async (config) => {
    const method = (config.method ?? 'get').toLowerCase();
    // The body as it goes out: axios has turned the data into JSON text by now.
    const body = typeof config.data === 'string' ? config.data : undefined;
    // A call that can be cancelled always goes out itself (an early read cannot be).
    const early = config.signal ? undefined : takeEarlyRead(method, instance.getUri(config), body);
    if (!early) {
      // A write may change what the early reads would answer: none stands in for a read after it.
      if (!READS.has(method)) dropEarlyReads();
      return network(config);
    }
    let answer: EarlyAnswer;
    try {
      answer = await early;
    } catch (error) {
      // Out of time: the call's limit, counted from the early send, has passed; sending it again would make the
      // person wait that long once more (a hung session-info took two limits before the error page).
      if (error instanceof DOMException && error.name === 'TimeoutError') {
        throw new AxiosError(`timeout of ${config.timeout ?? 0}ms exceeded`, AxiosError.ECONNABORTED, config);
      }
      // The early read failed otherwise (network): the call goes out itself, with the client's own limits.
      return network(config);
    }
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status,
      statusText: answer.statusText,
      headers: AxiosHeaders.from(answer.headers),
      config,
      request: undefined,
    };
    return response;
  };
}
