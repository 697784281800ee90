/**
 * The renderers with their React side: each definition of
 * ./definitions.ts (the one list) joined with its component or load and
 * preload hints, keyed by type, so a type without its React side fails to
 * compile (STYLE 2: no registration by import side effect).
 */
import { defineRegistry, withUi } from '@core/registry';
import { rendererDefinitions, type RendererType } from './definitions';
import { actionsUi } from './actions';
import { alertUi } from './alert';
import { attachmentsUi } from './attachments';
import { avatarUi } from './avatar';
import { buttonUi } from './button';
import { cardUi } from './card';
import { descriptionsUi } from './descriptions';
import { dialogUi } from './dialog';
import { dividerUi } from './divider';
import { emptyUi } from './empty';
import { formUi } from './form';
import { gridUi } from './grid';
import { htmlUi } from './html';
import { imageUi } from './image';
import { listUi } from './list';
import { pageUi } from './page';
import { serviceUi } from './service';
import { statisticUi } from './statistic';
import { stepsUi } from './steps';
import { tableUi } from './table';
import { tabsUi } from './tabs';
import { tagUi } from './tag';
import { textUi } from './text';
import { tilesUi } from './tiles';
import { timelineUi } from './timeline';

export const registry = defineRegistry(
  withUi(rendererDefinitions, {
    page: pageUi,
    form: formUi,
    table: tableUi,
    dialog: dialogUi,
    tabs: tabsUi,
    descriptions: descriptionsUi,
    timeline: timelineUi,
    html: htmlUi,
    button: buttonUi,
    actions: actionsUi,
    tag: tagUi,
    image: imageUi,
    empty: emptyUi,
    alert: alertUi,
    card: cardUi,
    grid: gridUi,
    text: textUi,
    divider: dividerUi,
    list: listUi,
    statistic: statisticUi,
    avatar: avatarUi,
    tiles: tilesUi,
    service: serviceUi,
    steps: stepsUi,
    attachments: attachmentsUi,
  }),
);

/** Every node type the portal can render: a union of literals, so a typo in code fails the build. */
export type NodeType = RendererType;
