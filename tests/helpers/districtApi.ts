/**
 * Answers the district calls in component tests as the reference server does
 * (the same data and romanised names: server/routes/districtNames.ts), counting
 * the calls so a test can check what loads when.
 */
import type { ApiEnvelope, ApiRequest } from '@core/env';
import { countries, districtsUnder, type DistrictLanguage } from '../../server/routes/districtNames';
import { ok } from './testEnv';

export interface DistrictApi {
  (request: ApiRequest): ApiEnvelope;
  /** The parent codes asked for so far (`getDistrictByparentCode`). */
  readonly parents: string[];
}

export function districtApi(): DistrictApi {
  const parents: string[] = [];
  const handler = (request: ApiRequest): ApiEnvelope => {
    const params = request.params ?? {};
    const language: DistrictLanguage = String(params['langPack'] ?? '').startsWith('zh') ? 'zh-cn' : 'en';
    if (request.url === '/eps/config/district/getcountrys') return ok(countries(language));
    if (request.url === '/eps/config/district/getDistrictByparentCode') {
      const parent = String(params['parentCode']);
      parents.push(parent);
      const found = districtsUnder(parent, language);
      return found ? ok(found) : { code: '404', message: 'not found', data: null };
    }
    throw new Error(`districtApi: no answer for ${request.method} ${request.url}`);
  };
  return Object.assign(handler, { parents });
}
