/**
 * The menu node types of spec portal-shell 2.3, as a compiler-checked table
 * (STYLE 7): adding a type without saying what it is fails the build.
 */

/** Type codes the server sends in a permission node's `type`. 3 is a plain permission key (no menu). */
export type NodeTypeCode = 1 | 2 | 3 | 4 | 6 | 7 | 9 | 10 | 11 | 12;

export interface NodeTypeTraits {
  /** 2 and 11: the root of an app. */
  appRoot: boolean;
  /** 1, 7, 4, 9, 10: shown in the side menu. */
  menuEntry: boolean;
  /** 1, 7, 4, 6, 12: has a route under /pages/main/{app}/. */
  routeEntry: boolean;
  /** 7: its type-4 children are shown as tabs of one page. */
  tabContainer: boolean;
  /** 4: a tab of a container. */
  tab: boolean;
  /** 6: a route reached from another page, not listed in the menu. */
  subLink: boolean;
  /** 9 and 10: opens an external address. */
  externalLink: boolean;
  /** 12: a camunda workflow page. */
  camunda: boolean;
}

const none: NodeTypeTraits = {
  appRoot: false,
  menuEntry: false,
  routeEntry: false,
  tabContainer: false,
  tab: false,
  subLink: false,
  externalLink: false,
  camunda: false,
};

// spec portal-shell 2.3: 2/11 app root; 1/7/4/9/10 menu entries; 1/7/4/6/12 route entries;
// 7 tab container; 4 tab; 6 sub-link; 9/10 external links; 12 camunda page.
export const NODE_TYPES: Readonly<Record<NodeTypeCode, NodeTypeTraits>> = {
  1: { ...none, menuEntry: true, routeEntry: true },
  2: { ...none, appRoot: true },
  3: none,
  4: { ...none, menuEntry: true, routeEntry: true, tab: true },
  6: { ...none, routeEntry: true, subLink: true },
  7: { ...none, menuEntry: true, routeEntry: true, tabContainer: true },
  9: { ...none, menuEntry: true, externalLink: true },
  10: { ...none, menuEntry: true, externalLink: true },
  11: { ...none, appRoot: true },
  12: { ...none, routeEntry: true, camunda: true },
};

/** The traits of a type code, or undefined for a code the portal does not know. */
export function traitsOf(type: number): NodeTypeTraits | undefined {
  return Object.prototype.hasOwnProperty.call(NODE_TYPES, type) ? NODE_TYPES[type as NodeTypeCode] : undefined;
}

/** Every known code, for validation on the server and in the menu editor. */
export const NODE_TYPE_CODES: readonly NodeTypeCode[] = Object.keys(NODE_TYPES).map(Number) as NodeTypeCode[];
