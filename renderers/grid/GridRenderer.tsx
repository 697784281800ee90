import { Col, Row, type ColProps } from 'antd';
import type { ReactElement } from 'react';
import type { RendererProps } from '@core/registry';
import { RenderNodes } from '@core/react';
import { rootProps } from '../shared/rootProps';
import { GRID_BREAKPOINTS, type GridColumn, type GridNode } from './props.schema';

const FULL_WIDTH = 24;
const DEFAULT_GUTTER: [number, number] = [16, 16];

function colProps(column: GridColumn): ColProps {
  // Below md a column is full width by default, so a form in two columns stacks on phones.
  const props: ColProps = { xs: FULL_WIDTH };
  if (column.span !== undefined) props.md = column.span;
  for (const name of GRID_BREAKPOINTS) {
    const value = column[name];
    if (value !== undefined) props[name] = value;
  }
  return props;
}

export function GridRenderer({ node, pointer, scope, disabled }: RendererProps<GridNode>): ReactElement {
  const gutter: [number, number] =
    typeof node.gutter === 'number' ? [node.gutter, node.gutter] : node.gutter ? [node.gutter[0], node.gutter[1]] : DEFAULT_GUTTER;
  const columns = Array.isArray(node.columns) ? node.columns : [];
  return (
    <Row {...rootProps(node, 'eps-grid')} gutter={gutter} {...(node.align ? { align: node.align } : {})}>
      {columns.map((column, index) => (
        <Col key={index} {...colProps(column)}>
          <RenderNodes nodes={column.body} pointer={`${pointer}/columns/${index}/body`} scope={scope} disabled={disabled} />
        </Col>
      ))}
    </Row>
  );
}
