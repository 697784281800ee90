/**
 * The widget of a `ui:autofocus` field, focused once it has mounted. Not the
 * inputs' own `autoFocus`: React honours that inside the commit, so the
 * browser had to lay out the new page there and then, in the same task
 * (the sign-in form's commit, its one long task after the first paint at
 * 4x CPU, spent ~26 ms of it so). Here the focus moves in a task of its
 * own after the commit's effects, when the browser has usually laid the page
 * out already, and after a dialog around the form has remembered what had
 * focus before it opened (rc-dialog does so in an effect; focused earlier,
 * the field made it forget its opener, so closing it lost the focus).
 * Focused by the id antd's Form.Item gives the widget, which antd's inputs
 * put on the element that takes focus; quietly, so the form engine still
 * waits for a person's first focus, key or click (formEngine.ts).
 */
import { useEffect, type ComponentType, type ReactElement } from 'react';
import { focusQuietly } from '../formEngine';
import type { WidgetProps } from '../types';

export function FocusOnMount({ widget: Widget, ...props }: WidgetProps & { widget: ComponentType<WidgetProps> }): ReactElement {
  const { id } = props;
  useEffect(() => {
    if (!id) return undefined;
    const timer = setTimeout(() => {
      const element = document.getElementById(id);
      if (element) focusQuietly(element);
    }, 0);
    return () => clearTimeout(timer);
    // Once, as autoFocus: a field a person has left is not taken back at the next render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <Widget {...props} />;
}
