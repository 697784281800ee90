// The antd components whose styles a build ships ready-made (build/portalStyles.ts): those
// the sign-in page and home show at once, and the ones most screens share. Each is rendered once,
// with the props that make antd register every style it has (a tag's preset and status colours,
// a text area, a search box...). A component left out is styled in the browser as before.
import { Alert, Avatar, Badge, Button, Card, Checkbox, Col, Divider, Dropdown, Empty, Form, Input, Layout, Popover, QRCode, Row, Skeleton, Space, Spin, Statistic, Tabs, Tag, Tooltip, Typography } from 'antd';
import { createElement as h, type ReactElement } from 'react';

export function antdSpecimens(): ReactElement[] {
  return [
    h(Button, { type: 'primary' }, 'b'),
    h(Input),
    h(Input.Password),
    h(Input.TextArea),
    h(Input.Search),
    h(Checkbox),
    h(Form, null, h(Form.Item, { label: 'l' }, h(Input))),
    h(Tabs, { items: [{ key: 'a', label: 'a' }] }),
    h(Dropdown, { menu: { items: [] } }, h('a', null, 'd')),
    h(Tooltip, { title: 't' }, h('span', null, 't')),
    h(Popover, { content: 'p' }, h('span', null, 'p')),
    h(Spin),
    h(Card, { title: 'c' }, 'c'),
    h(QRCode, { value: 'q' }),
    h(Row, null, h(Col, { span: 12 })),
    h(Space, null, 's'),
    h(Layout, null, h(Layout.Header), h(Layout.Sider), h(Layout.Content), h(Layout.Footer)),
    h(Badge, { count: 1 }, h('span', null, 'b')),
    h(Avatar),
    h(Skeleton, { active: true }),
    h(Tag, null, 't'),
    h(Tag, { color: 'blue' }, 't'),
    h(Tag, { color: 'success' }, 't'),
    h(Statistic, { value: 1 }),
    h(Typography.Title, null, 't'),
    h(Typography.Text, null, 't'),
    h(Typography.Paragraph, null, 't'),
    h(Typography.Link, null, 't'),
    h(Divider),
    h(Empty),
    h(Alert, { message: 'a' }),
  ];
}
