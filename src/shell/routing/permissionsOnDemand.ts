/**
 * The permission sets of a page whose preload skipped them: the workflow editions (bpm, fw, jcy) do not read
 * them on load (spec workflow-enterprise-embedding 4.1), yet their documents name calls by permission code
 * (spec 6: the attachment download). The first such call reads the node list once; later ones resolve at once.
 */
import type { createStore } from 'jotai';
import type { ApiEnvelope, ApiRequest } from '../../core/env';
import type { PermissionNode } from '../../menu';
import { permissionNodesRead } from './preloadReads';
import { permissionNodesAtom } from './portalData';
import { userAtom } from '../session';

type Store = ReturnType<typeof createStore>;
type Read = (request: ApiRequest) => Promise<ApiEnvelope<unknown>>;

/**
 * A loader for the api client's `loadPermissionUrls`: nothing to do when the sets are loaded or nobody is
 * signed in; else one read of the node list (a failed one is tried again by the next call).
 * @example createApiClient({ ..., loadPermissionUrls: permissionUrlsOnDemand(store, (r) => client.request(r)) })
 */
export function permissionUrlsOnDemand(store: Store, read: Read): () => Promise<void> {
  let loading: Promise<void> | undefined;
  return () => {
    if (store.get(permissionNodesAtom).length > 0 || !store.get(userAtom)) return Promise.resolve();
    loading ??= read({ ...permissionNodesRead(), silent: false }).then(
      (answer) => {
        store.set(permissionNodesAtom, Array.isArray(answer.data) ? (answer.data as PermissionNode[]) : []);
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
}
