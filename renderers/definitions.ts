/**
 * Every renderer, without its UI, in one explicit list (STYLE 2): its type,
 * props JSON Schema, example node, palette category and texts. The server,
 * the scripts, the meta-schema generator, the studio's palette and
 * renderers/index.ts (which adds the React side) all read this list, so it
 * imports no React and no antd: adding a type is its folder and one line
 * here. The order is the meta-schema's.
 */
import { RENDERER_CATEGORIES, type RendererCategory, type RendererDefinition } from '@core/registry';
import { actionsDefinition } from './actions/definition';
import { alertDefinition } from './alert/definition';
import { attachmentsDefinition } from './attachments/definition';
import { avatarDefinition } from './avatar/definition';
import { buttonDefinition } from './button/definition';
import { cardDefinition } from './card/definition';
import { descriptionsDefinition } from './descriptions/definition';
import { dialogDefinition } from './dialog/definition';
import { dividerDefinition } from './divider/definition';
import { emptyDefinition } from './empty/definition';
import { formDefinition } from './form/definition';
import { gridDefinition } from './grid/definition';
import { htmlDefinition } from './html/definition';
import { imageDefinition } from './image/definition';
import { listDefinition } from './list/definition';
import { pageDefinition } from './page/definition';
import { serviceDefinition } from './service/definition';
import { statisticDefinition } from './statistic/definition';
import { stepsDefinition } from './steps/definition';
import { tableDefinition } from './table/definition';
import { tabsDefinition } from './tabs/definition';
import { tagDefinition } from './tag/definition';
import { textDefinition } from './text/definition';
import { tilesDefinition } from './tiles/definition';
import { timelineDefinition } from './timeline/definition';

export const rendererDefinitions = [
  pageDefinition,
  formDefinition,
  tableDefinition,
  dialogDefinition,
  tabsDefinition,
  descriptionsDefinition,
  timelineDefinition,
  htmlDefinition,
  buttonDefinition,
  actionsDefinition,
  tagDefinition,
  imageDefinition,
  emptyDefinition,
  alertDefinition,
  cardDefinition,
  gridDefinition,
  textDefinition,
  dividerDefinition,
  listDefinition,
  statisticDefinition,
  avatarDefinition,
  tilesDefinition,
  serviceDefinition,
  stepsDefinition,
  attachmentsDefinition,
] as const satisfies readonly RendererDefinition[];

/** Every node type the portal can render: a union of literals, so a typo in code fails the build. */
export type RendererType = (typeof rendererDefinitions)[number]['type'];

const byType = new Map<string, RendererDefinition>(rendererDefinitions.map((definition) => [definition.type, definition]));

/** The definition of a node type, or undefined (own types only: `constructor` is never one). */
export function rendererDefinition(type: string): RendererDefinition | undefined {
  return byType.get(type);
}

/** The palette's groups in the order it shows them, each with the translation key of its name. */
export const rendererCategories: readonly { category: RendererCategory; titleKey: string }[] = RENDERER_CATEGORIES.map((category) => ({
  category,
  titleKey: `renderers.palette.categories.${category}`,
}));
