/**
 * The state of the main layout's iframe pool (IframePool.tsx), pure so it is
 * tested without a DOM: the frames kept alive (in opening order, each with
 * the path the route last gave it), which one the route shows, and each
 * frame's host state (hostState.ts).
 */
import { hostReducer, INITIAL_HOST_STATE, type HostEvent, type HostState } from './hostState';
import type { SubAppConfig } from './subAppConfig';

export interface PoolFrame {
  config: SubAppConfig;
  path: string;
}

export interface PoolState {
  frames: readonly PoolFrame[];
  active: string | undefined;
  states: Readonly<Record<string, HostState>>;
}

export type PoolAction =
  | { type: 'preload'; configs: readonly SubAppConfig[] } // opened hidden, at their entry
  | { type: 'show'; config: SubAppConfig; path: string }
  | { type: 'hide'; name: string }
  | { type: 'host'; name: string; event: HostEvent };

export const INITIAL_POOL: PoolState = { frames: [], active: undefined, states: {} };

function withFrame(state: PoolState, config: SubAppConfig, path: string | undefined): PoolState {
  const index = state.frames.findIndex((frame) => frame.config.name === config.name);
  if (index < 0) return { ...state, frames: [...state.frames, { config, path: path ?? '/' }] };
  const current = state.frames[index] as PoolFrame;
  // A preload never moves a frame the user has already taken elsewhere.
  if (path === undefined || (current.path === path && current.config.entry === config.entry)) return state;
  const frames = [...state.frames];
  frames[index] = { config, path };
  return { ...state, frames };
}

export function iframePoolReducer(state: PoolState, action: PoolAction): PoolState {
  switch (action.type) {
    case 'preload':
      return action.configs.reduce((next, config) => withFrame(next, config, undefined), state);
    case 'show': {
      const next = withFrame(state, action.config, action.path);
      return next.active === action.config.name ? next : { ...next, active: action.config.name };
    }
    case 'hide':
      return state.active === action.name ? { ...state, active: undefined } : state;
    case 'host': {
      const before = state.states[action.name] ?? INITIAL_HOST_STATE;
      const after = hostReducer(before, action.event);
      return after === before ? state : { ...state, states: { ...state.states, [action.name]: after } };
    }
  }
}
