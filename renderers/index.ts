/**
 * Every renderer, in one explicit list (STYLE 2): no registration by import
 * side effect. Adding a type is its folder plus one line here; the
 * meta-schema is generated from the same definitions.
 */
import { defineRegistry } from '../src/core/registry';
import { actionsRenderer } from './actions';
import { alertRenderer } from './alert';
import { attachmentsRenderer } from './attachments';
import { avatarRenderer } from './avatar';
import { buttonRenderer } from './button';
import { cardRenderer } from './card';
import { descriptionsRenderer } from './descriptions';
import { dialogRenderer } from './dialog';
import { dividerRenderer } from './divider';
import { emptyRenderer } from './empty';
import { formRenderer } from './form';
import { gridRenderer } from './grid';
import { htmlRenderer } from './html';
import { imageRenderer } from './image';
import { listRenderer } from './list';
import { pageRenderer } from './page';
import { serviceRenderer } from './service';
import { statisticRenderer } from './statistic';
import { stepsRenderer } from './steps';
import { tableRenderer } from './table';
import { tabsRenderer } from './tabs';
import { tagRenderer } from './tag';
import { textRenderer } from './text';
import { tilesRenderer } from './tiles';
import { timelineRenderer } from './timeline';

export const registry = defineRegistry([
  pageRenderer,
  formRenderer,
  tableRenderer,
  dialogRenderer,
  tabsRenderer,
  descriptionsRenderer,
  timelineRenderer,
  htmlRenderer,
  buttonRenderer,
  actionsRenderer,
  tagRenderer,
  imageRenderer,
  emptyRenderer,
  alertRenderer,
  cardRenderer,
  gridRenderer,
  textRenderer,
  dividerRenderer,
  listRenderer,
  statisticRenderer,
  avatarRenderer,
  tilesRenderer,
  serviceRenderer,
  stepsRenderer,
  attachmentsRenderer,
]);

/** Every node type the portal can render: a union of literals, so a typo in code fails the build. */
export type NodeType = (typeof registry.types)[number];
