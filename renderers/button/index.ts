import { defineRenderer } from '../../src/core/registry';
import { ButtonRenderer } from './ButtonRenderer';
import { buttonAccessibleName, buttonPropsSchema, type ButtonNode } from './props.schema';

/** `button`: runs an action chain, showing a spinner while it runs. */
export const buttonRenderer = defineRenderer<ButtonNode>({
  type: 'button',
  description: 'A button that runs an action or a chain of actions.',
  propsSchema: buttonPropsSchema,
  component: ButtonRenderer,
  accessibleName: buttonAccessibleName,
});
