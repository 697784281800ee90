/**
 * Editions by origin (spec portal-shell 1): before sign-in the
 * page title's edition comes from the EPS_EDITION_BY_ORIGIN parameter, so
 * the supplier portal's own host does not say "Enterprise edition".
 */
import { waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { parseEditionMap } from '../../../src/shell/platform';
import { DocumentTitle } from '../../../src/shell/routing/DocumentTitle';
import { paramsAtom } from '../../../src/shell/routing/portalData';
import { renderShell } from './harness';

describe('edition by origin', () => {
  it('parses the map, skipping unknown editions and malformed origins', () => {
    expect(parseEditionMap(' https://su.example.com/ = su, https://buy.example.com=ep, nonsense=su, https://x.example.com=zz ')).toEqual({
      'https://su.example.com': 'su',
      'https://buy.example.com': 'ep',
    });
    expect(parseEditionMap(undefined)).toEqual({});
  });

  it('titles a signed-out page of a mapped origin with that edition', async () => {
    const store = createStore();
    store.set(paramsAtom, { EPS_EDITION_BY_ORIGIN: `${window.location.origin}=su` });
    renderShell(<DocumentTitle />, { store, path: '/login' });
    await waitFor(() => expect(document.title).toContain('供应商版'));
    expect(document.title).not.toContain('企业版');
  });

  it('keeps the enterprise edition for an origin the map does not name', async () => {
    const store = createStore();
    store.set(paramsAtom, { EPS_EDITION_BY_ORIGIN: 'https://su.example.com=su' });
    renderShell(<DocumentTitle />, { store, path: '/login' });
    await waitFor(() => expect(document.title).toContain('企业版'));
  });
});
