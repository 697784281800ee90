import { defineRenderer } from '../../src/core/registry';
import { TagRenderer } from './TagRenderer';
import { tagPropsSchema, type TagNode } from './props.schema';

/** `tag`: a coloured label, literal or through an enum. */
export const tagRenderer = defineRenderer<TagNode>({
  type: 'tag',
  description: 'A coloured label: literal text and colour, or a value shown through an enum.',
  propsSchema: tagPropsSchema,
  component: TagRenderer,
});
