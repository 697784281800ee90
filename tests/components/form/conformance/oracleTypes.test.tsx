/** Hand-written oracle cases beside rjsf: types, string formats, defaults and the form's heading (docs/forms.md "Form support"). */
import { describe } from 'vitest';
import { compareWithRjsf, inputStates, props, str } from './handCases';

const datalist = (root: HTMLElement): string[] => [...root.querySelectorAll('datalist option')].map((o) => (o as HTMLOptionElement).value);

describe('rjsf oracle: types and formats', () => {
  compareWithRjsf([
    { name: 'type string', schema: props({ a: str('Name') }), formData: { a: 'Ada' }, sees: { shown: ['Ada'], submitted: { a: 'Ada' } } },
    { name: 'type number', schema: props({ n: { type: 'number', title: 'Weight' } }), formData: { n: 2.5 }, sees: { shown: ['2.5'], submitted: { n: 2.5 } } },
    { name: 'type integer', schema: props({ n: { type: 'integer', title: 'Count' } }), formData: { n: 3 }, sees: { submitted: { n: 3 } } },
    { name: 'type boolean (ticked)', schema: props({ b: { type: 'boolean', title: 'Active' } }), formData: { b: true }, sees: { shown: ['[x] Active'], submitted: { b: true } } },
    { name: 'type boolean, optional and unticked: not sent', schema: props({ b: { type: 'boolean', title: 'Active' } }), sees: { shown: [], submitted: {} } },
    { name: 'type boolean, required and unticked: sent as false', schema: props({ b: { type: 'boolean', title: 'Active' } }, { required: ['b'] }), sees: { errors: [], submitted: { b: false } } },
    { name: 'type null', schema: props({ n: { type: 'null', title: 'Section', description: 'Read this first' }, a: str('A') }), sees: { submitted: { n: null } } },
    { name: 'type [string, null]', schema: props({ n: { type: ['string', 'null'], title: 'Maybe' } }), formData: { n: 'm' }, sees: { shown: ['m'], submitted: { n: 'm' } } },
    { name: 'non-object root', schema: { type: 'string', title: 'Only' }, formData: 'solo', sees: { shown: ['solo'], submitted: 'solo' } },
    { name: 'properties: a nested object', schema: props({ o: props({ city: str('City') }, { title: 'Address' }) }), formData: { o: { city: 'Oslo' } }, sees: { labels: ['Address', 'City'], submitted: { o: { city: 'Oslo' } } } },
    { name: 'root title and description', schema: props({ a: str('A') }, { title: 'Sign up', description: 'All fields are optional' }), probe: (root) => root.textContent?.includes('All fields are optional'), sees: { labels: ['Sign up', 'A'], probed: true } },
    { name: 'default', schema: props({ a: str('A', { default: 'dflt' }), n: { type: 'integer', title: 'N', default: 4 } }), sees: { submitted: { a: 'dflt', n: 4 } } },
    { name: 'default under data: data wins', schema: props({ a: str('A', { default: 'dflt' }) }), formData: { a: 'mine' }, sees: { submitted: { a: 'mine' } } },
    { name: 'const', schema: props({ c: str('C', { const: 'fixed' }) }), sees: { shown: ['fixed'], submitted: { c: 'fixed' } } },
    { name: 'const boolean (an agreement to tick)', schema: props({ ok: { type: 'boolean', title: 'I agree', const: true } }, { required: ['ok'] }), sees: { submitted: undefined } },
    { name: 'format data-url (a file)', schema: props({ f: str('File', { format: 'data-url' }) }), sees: { submitted: {} } },
    { name: 'examples (a datalist)', schema: props({ s: str('Browser', { examples: ['Firefox', 'Chrome'] }) }), probe: datalist, sees: { probed: ['Firefox', 'Chrome'] } },
    { name: 'readOnly', schema: props({ r: str('Code', { readOnly: true }) }), formData: { r: 'X1' }, probe: inputStates, sees: { probed: ['|readonly|'], submitted: { r: 'X1' } } },
    { name: 'format date', schema: props({ d: str('Day', { format: 'date' }) }), formData: { d: '2026-01-02' }, sees: { submitted: { d: '2026-01-02' } } },
    { name: 'format date-time', schema: props({ d: str('Moment', { format: 'date-time' }) }), formData: { d: '2026-01-02T03:04:05.000Z' }, sees: { submitted: { d: '2026-01-02T03:04:05.000Z' } } },
    { name: 'format time: hours and minutes shown', schema: props({ t: str('Hour', { format: 'time' }) }), formData: { t: '09:30:00' }, sees: { shown: ['09:30'], submitted: { t: '09:30:00' } } },
    { name: 'format time: seconds shown when the value has them', schema: props({ t: str('Hour', { format: 'time' }) }), formData: { t: '09:30:15' }, sees: { shown: ['09:30:15'], submitted: { t: '09:30:15' } } },
    { name: 'format color', schema: props({ c: str('Colour', { format: 'color' }) }), formData: { c: '#ff0000' }, sees: { shown: ['colour #ff0000'], submitted: { c: '#ff0000' } } },
    { name: 'format email: an email input, a bad address refused', schema: props({ m: str('Mail', { format: 'email' }) }), formData: { m: 'nope' }, probe: (root) => root.querySelector('input')?.type, sees: { probed: 'email', errors: ['Mail'] } },
    { name: 'format uri: a url input, a bad address refused', schema: props({ u: str('Site', { format: 'uri' }) }), formData: { u: 'not one' }, probe: (root) => root.querySelector('input')?.type, sees: { probed: 'url', errors: ['Site'] } },
    { name: 'format email, a good address sent', schema: props({ m: str('Mail', { format: 'email' }) }), formData: { m: 'a@b.co' }, sees: { submitted: { m: 'a@b.co' } } },
  ]);
});
