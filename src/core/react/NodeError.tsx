/**
 * The small, visible box that stands where a node could not render: it names
 * the node's JSON pointer and what went wrong (STYLE 3), and never blanks the
 * rest of the page. Plain elements, so it works even when a renderer library
 * is what failed.
 */
import type { CSSProperties, ReactElement } from 'react';

const boxStyle: CSSProperties = {
  border: '1px solid #ffccc7',
  background: '#fff2f0',
  color: '#a8071a',
  borderRadius: 6,
  padding: '8px 12px',
  margin: '4px 0',
  fontSize: 13,
  lineHeight: 1.5,
};

const pointerStyle: CSSProperties = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', marginLeft: 6 };

export interface NodeErrorProps {
  /** Localised heading, e.g. "This part of the screen could not be shown". */
  title: string;
  pointer: string;
  messages: readonly string[];
}

export function NodeError({ title, pointer, messages }: NodeErrorProps): ReactElement {
  return (
    <div role="alert" className="eps-node-error" data-pointer={pointer} style={boxStyle}>
      <strong>{title}</strong>
      <code style={pointerStyle}>{pointer || '/'}</code>
      <ul style={{ margin: '4px 0 0', paddingLeft: 18 }}>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
