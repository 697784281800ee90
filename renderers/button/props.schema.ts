import type { AccessibleNameRule, JsonSchema } from '@core/registry';
import type { PropsOf } from '@core/schema/propsOf';
import type { SchemaNode } from '@core/schema/types';
import { iconSchema } from '../shared/iconNames';

export const BUTTON_LEVELS = ['primary', 'default', 'link', 'text', 'danger'] as const;
export type ButtonLevel = (typeof BUTTON_LEVELS)[number];

/** JSON Schema of a button's own props; `actions` bars and dialog footers reuse it. */
export const buttonPropsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    label: { $ref: '#/$defs/text' },
    /** The name a screen reader announces for an icon-only button; `label` serves when set. */
    ariaLabel: { $ref: '#/$defs/text' },
    icon: iconSchema,
    level: { enum: [...BUTTON_LEVELS] },
    /** Safe expression; when truthy the button is primary whatever `level` says (one button of a data-driven set, spec workflow 2.2). */
    primaryOn: { $ref: '#/$defs/expression' },
    /** One action or a chain. */
    action: { $ref: '#/$defs/actions' },
    /** Ask before running the chain; cancelling runs nothing. */
    confirmText: { $ref: '#/$defs/text' },
    size: { enum: ['small', 'middle', 'large'] },
    block: { type: 'boolean' },
  },
} as const satisfies JsonSchema;

/** A button that runs an action chain. */
export type ButtonNode = SchemaNode & { type: 'button' } & PropsOf<typeof buttonPropsSchema>;

/**
 * The props that name a button; here beside the props schema so the
 * server, which loads only the definitions, warns on the same nodes as the studio.
 * An icon-only button is announced as "button" alone without one of them.
 */
export const buttonAccessibleName: AccessibleNameRule = { props: ['label', 'ariaLabel'], when: 'icon' };
