/**
 * `ui:widget: agreement`: a checkbox whose label holds links (spec
 * portal-shell 2.2: "Agreement checkbox with links to the User Agreement and
 * the Privacy Policy; each opens a full-page dialog ... confirming ticks the
 * agreement"). Each link runs an action chain (usually a `dialog`); when the
 * chain ends well (the dialog was confirmed) the box is ticked. The box can
 * also be ticked by hand. Pair it with `"const": true` in the schema and a
 * `messages.const` override for the "must be ticked" message.
 *
 * @example "ui:options": {
 *   "label": "I have read and agree to",
 *   "links": [{ "label": "User Agreement", "action": { "action": "dialog", "dialog": { "type": "dialog", ... } } }],
 *   "joiner": "and" }
 */
import { Checkbox } from 'antd';
import { Fragment, useRef, useState, type MouseEvent, type ReactElement } from 'react';
import type { Action } from '@core/actions/types';
import { useActionRunner } from '@core/react';
import type { LocalizedText } from '@core/schema/types';
import { useFormContext } from '../formContext';
import type { WidgetProps } from '../types';
import { defined } from './defined';

interface AgreementLink {
  label: LocalizedText;
  action: Action | readonly Action[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is LocalizedText => typeof value === 'string' || isRecord(value);

/** The links of `ui:options.links`, dropping malformed entries. */
function linksOf(ui: Readonly<Record<string, unknown>>): AgreementLink[] {
  const raw = ui['links'];
  if (!Array.isArray(raw)) return [];
  return raw.filter((l): l is AgreementLink => isRecord(l) && isText(l['label']) && (isRecord(l['action']) || Array.isArray(l['action'])));
}

export function AgreementWidget({ id, value, onChange, onBlur, field, disabled, readOnly }: WidgetProps): ReactElement {
  const { scope, text } = useFormContext();
  const run = useActionRunner(scope);
  // The guard is a ref, not the state: a click right after the dialog closes
  // must not meet a handler from the render before `opening` went false (it
  // would be ignored and nothing would open).
  const openingRef = useRef(false);
  const [opening, setOpening] = useState(false);
  const links = linksOf(field.ui);
  const label = field.ui['label'];
  const joiner = field.ui['joiner'];
  const locked = disabled || readOnly;

  const tick = (checked: boolean): void => {
    if (locked) return;
    onChange?.(checked);
    onBlur();
  };

  const open = (link: AgreementLink) => async (event: MouseEvent<HTMLAnchorElement>): Promise<void> => {
    event.preventDefault();
    if (openingRef.current) return;
    openingRef.current = true;
    setOpening(true);
    try {
      const outcome = await run(link.action);
      // Confirming the document (the chain ended well) ticks the agreement.
      if (outcome.ok) tick(true);
    } finally {
      openingRef.current = false;
      setOpening(false);
    }
  };

  return (
    <span className="eps-agreement">
      <Checkbox {...defined({ id })} checked={value === true} disabled={locked} onChange={(event) => tick(event.target.checked)}>
        {isText(label) ? text(label) : null}
      </Checkbox>
      {links.map((link, index) => (
        <Fragment key={index}>
          {index > 0 && isText(joiner) ? <span className="eps-agreement-joiner"> {text(joiner)} </span> : null}
          <a href="#" role="button" className="eps-agreement-link" onClick={(event) => void open(link)(event)} aria-disabled={opening}>
            {text(link.label)}
          </a>
        </Fragment>
      ))}
    </span>
  );
}
