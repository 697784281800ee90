/** A split-out form widget renders at once, without a loading placeholder, when its code arrived before it mounted. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WidgetProps } from '../../../renderers/form/types';
import { lazyWidget } from '../../../renderers/form/widgets/lazyWidget';
import { widgetLoad } from '../../../renderers/form/widgets/widgetLoads';

const Shown = ({ id }: WidgetProps) => <input aria-label="shown" id={id} />;
const props = { id: 'f' } as WidgetProps;

describe('lazyWidget', () => {
  it('shows a placeholder until the code is here, then the widget', async () => {
    let arrive: (widget: typeof Shown) => void = () => undefined;
    const Widget = lazyWidget(widgetLoad(() => new Promise((resolve) => (arrive = resolve))));
    const { container } = render(<Widget {...props} />);
    expect(container.querySelector('.eps-form-widget-loading')).not.toBeNull();
    arrive(Shown);
    expect(await screen.findByLabelText('shown')).toBeTruthy();
  });

  it('renders the widget in the first pass when its load has already finished', async () => {
    const load = widgetLoad(() => Promise.resolve(Shown));
    await load();
    const Widget = lazyWidget(load);
    const { container } = render(<Widget {...props} />);
    expect(container.querySelector('.eps-form-widget-loading')).toBeNull();
    expect(screen.getByLabelText('shown')).toBeTruthy();
  });

  it('forgets a failed load, so the next use tries again', async () => {
    let calls = 0;
    const load = widgetLoad(() => (calls += 1) === 1 ? Promise.reject(new Error('blip')) : Promise.resolve(Shown));
    await expect(load()).rejects.toThrow('blip');
    await expect(load()).resolves.toBe(Shown);
    expect(load.loaded()).toBe(Shown);
  });
});
