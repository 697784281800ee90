/**
 * What the preload brings, as jotai atoms (STYLE 6): system parameters,
 * dictionaries, the permission sets and the menu model built from them, and
 * the preload's state. Other screens read parameters and dictionaries here.
 */
import { atom } from 'jotai';
import { dictEnums } from '../../core/dicts';
import { buildMenuModel, type PermissionApp, type PermissionNode } from '../../menu';
import { EDITION_BY_ORIGIN_PARAM, parseEditionMap } from '../platform';
import type { DictEntry } from './preload';

/** System parameters, paramCode -> paramValue. */
export const paramsAtom = atom<Readonly<Record<string, string>>>({});
/** The edition-by-origin map of the parameters (spec portal-shell 1). */
export const editionByOriginAtom = atom((get) => parseEditionMap(get(paramsAtom)[EDITION_BY_ORIGIN_PARAM]));
/** Dictionaries of the active language. */
export const dictsAtom = atom<readonly DictEntry[]>([]);
/** The dictionaries as value enums, `dicts.<dictCode>` in every screen's scope (src/core/dicts). */
export const dictEnumsAtom = atom((get) => dictEnums(get(dictsAtom)));
/** Apps as listPermissionApp sent them. */
export const permissionAppsAtom = atom<readonly PermissionApp[]>([]);
/** Permission nodes as listPermissionNotree sent them. */
export const permissionNodesAtom = atom<readonly PermissionNode[]>([]);
/** Apps, side menus and routes of the signed-in user. */
export const menuModelAtom = atom((get) => buildMenuModel(get(permissionNodesAtom)));

/**
 * The preload of one session key (`user:tenant`, or `public` when signed
 * out): loading, ready, or failed with its message.
 */
export type PreloadState =
  | { status: 'idle' }
  | { status: 'loading'; key: string }
  | { status: 'ready'; key: string }
  | { status: 'failed'; key: string; message: string };

export const preloadStateAtom = atom<PreloadState>({ status: 'idle' });

/** The tenant's text overrides of the active language as last merged (so a removed one can be undone). */
export const tenantTextsAtom = atom<Readonly<Record<string, string>>>({});
/** The platform's messages of the active language as last loaded. */
export const platformTextsAtom = atom<Readonly<Record<string, string>>>({});

/** Bumped after server messages are merged into i18next, so titles from them re-render. */
export const messagesVersionAtom = atom(0);

/** Forgets the session's permission data (logout). Parameters and dictionaries stay: they are public. */
export const clearPermissionDataAtom = atom(null, (_get, set) => {
  set(permissionAppsAtom, []);
  set(permissionNodesAtom, []);
  set(preloadStateAtom, { status: 'idle' });
});

/** The key the preload runs for: the user and tenant, or `public`. */
export function preloadKeyOf(user: { userId: number; tenantId: number } | null): string {
  return user ? `${user.userId}:${user.tenantId}` : 'public';
}

/** The list value of a comma-separated parameter (e.g. EPS_REDIRECT_ALLOWLIST). */
export function paramList(params: Readonly<Record<string, string>>, code: string): string[] {
  return (params[code] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
