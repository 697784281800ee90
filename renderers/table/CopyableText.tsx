/** A copyable cell's value with antd's copy button (loaded on demand by copyableCell.tsx). */
import { Typography } from 'antd';
import type { ReactElement } from 'react';
import type { CopyableTextProps } from './copyableLoad';

export default function CopyableText({ text, children }: CopyableTextProps): ReactElement {
  return <Typography.Text copyable={{ text }}>{children}</Typography.Text>;
}
