/**
 * The component tests' setup (tests/helpers/setup.ts, antdStyles.ts) hands jsdom only the part of antd's
 * injected CSS a test can observe: what antd hides stays hidden (not found by role, as in a browser), what it
 * makes unclickable stays unclickable, and the colours, sizes and keyframes never reach jsdom's parser.
 */
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Button, ConfigProvider, Form, Input, Tabs } from 'antd';
import { INJECTED_STYLE_MARK } from '../../helpers/antdStyles';

const injected = (): HTMLStyleElement[] => [...document.querySelectorAll<HTMLStyleElement>(`style[${INJECTED_STYLE_MARK}]`)];

describe('antd styles in jsdom', () => {
  it('keeps display, visibility and pointer-events of antd rules, and nothing else', async () => {
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <Button type="primary">Go</Button>
      </ConfigProvider>,
    );
    await screen.findByRole('button', { name: 'Go' });
    const styles = injected();
    expect(styles.length).toBeGreaterThan(0);
    const asSet = styles.map((style) => style.innerHTML).join('');
    // rc-util reads back what it set (it compares before writing again).
    expect(asSet).toMatch(/\.ant-btn/);
    expect(asSet).toMatch(/background|color:/);
    const parsed = styles.flatMap((style) => [...(style.sheet?.cssRules ?? [])]);
    expect(parsed.length).toBeGreaterThan(0);
    const properties = new Set(parsed.flatMap((rule) => (rule instanceof CSSStyleRule ? [...rule.style] : [])));
    expect([...properties].sort()).toEqual(expect.arrayContaining(['display']));
    for (const property of properties) expect(['display', 'visibility', 'pointer-events']).toContain(property);
  });

  it('leaves a style element antd did not inject as written', () => {
    const style = document.createElement('style');
    style.innerHTML = '.plain { color: red; }';
    document.head.append(style);
    expect(style.innerHTML).toBe('.plain { color: red; }');
    expect((style.sheet?.cssRules[0] as CSSStyleRule | undefined)?.style.color).toBe('red');
    style.remove();
  });

  it('an element antd hides with a class is not found by role; the shown one is', async () => {
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <Form>
          <Form.Item label="Shown" name="shown">
            <Input />
          </Form.Item>
          <Form.Item label="Hidden" name="hidden" hidden>
            <Input />
          </Form.Item>
        </Form>
      </ConfigProvider>,
    );
    expect(await screen.findByRole('textbox', { name: 'Shown' })).toBeTruthy();
    // antd hides the item with `.ant-form-item-hidden { display: none }` (a class, no inline style or attribute).
    const hidden = document.querySelector('.ant-form-item-hidden');
    expect(hidden).not.toBeNull();
    expect(window.getComputedStyle(hidden as Element).display).toBe('none');
    expect(screen.queryByRole('textbox', { name: 'Hidden' })).toBeNull();
  });

  it('an inactive tab panel once shown stays out of role queries', async () => {
    const user = userEvent.setup();
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <Tabs
          items={[
            { key: 'a', label: 'First', children: <button type="button">In first</button> },
            { key: 'b', label: 'Second', children: <button type="button">In second</button> },
          ]}
        />
      </ConfigProvider>,
    );
    await user.click(await screen.findByRole('tab', { name: 'Second' }));
    expect(await screen.findByRole('button', { name: 'In second' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'In first' })).toBeNull();
  });
});
