import type { AccessibleNameRule, JsonSchema } from '../../src/core/registry';
import type { Action } from '../../src/core/actions/types';
import type { LocalizedText, SchemaNode } from '../../src/core/schema/types';
import { iconSchema, type IconName } from '../shared/iconNames';

export const BUTTON_LEVELS = ['primary', 'default', 'link', 'text', 'danger'] as const;
export type ButtonLevel = (typeof BUTTON_LEVELS)[number];

/** A button that runs an action chain. */
export type ButtonNode = SchemaNode & {
  type: 'button';
  label?: LocalizedText;
  /** The name a screen reader announces for an icon-only button; `label` serves when set. */
  ariaLabel?: LocalizedText;
  icon?: IconName;
  level?: ButtonLevel;
  /** Safe expression; when truthy the button is primary whatever `level` says (one button of a data-driven set, spec workflow 2.2). */
  primaryOn?: string;
  /** One action or a chain. */
  action?: Action | readonly Action[];
  /** Ask before running the chain; cancelling runs nothing. */
  confirmText?: LocalizedText;
  size?: 'small' | 'middle' | 'large';
  block?: boolean;
};

/** JSON Schema of a button's own props; `actions` bars and dialog footers reuse it. */
export const buttonPropsSchema: JsonSchema = {
  type: 'object',
  properties: {
    label: { $ref: '#/$defs/text' },
    ariaLabel: { $ref: '#/$defs/text' },
    icon: iconSchema,
    level: { enum: [...BUTTON_LEVELS] },
    primaryOn: { $ref: '#/$defs/expression' },
    action: { $ref: '#/$defs/actions' },
    confirmText: { $ref: '#/$defs/text' },
    size: { enum: ['small', 'middle', 'large'] },
    block: { type: 'boolean' },
  },
};

/**
 * The props that name a button; here beside the props schema so the
 * server, which loads only props schemas, warns on the same nodes as the studio.
 * An icon-only button is announced as "button" alone without one of them.
 */
export const buttonAccessibleName: AccessibleNameRule = { props: ['label', 'ariaLabel'], when: 'icon' };
