/**
 * The enterprise business contacts page (schemas/enterprise/contacts.json,
 * the seeded menu m_workbench_enterprise_contacts): the tenant's contact,
 * email, mobile and landline from the enterprise info, with the rules of
 * spec workflow-enterprise-embedding 5 (contact required, email required and
 * valid, mobile required and a mainland mobile, landline optional but
 * well-formed), saved by the contact PUT as enterprise/info saves them.
 */
import { readFileSync } from 'node:fs';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFormEngine } from '../../../renderers/form/formEngine';
import type { ApiRequest } from '../../../src/core/env';
import { renderSchema } from '../../helpers/renderSchema';
import { SEEDED_PERMISSION_URLS } from '../../helpers/seededPermissionUrls';
import { ok } from '../../helpers/testEnv';

const DOCUMENT: unknown = JSON.parse(readFileSync('schemas/enterprise/contacts.json', 'utf8'));
const INFO = { tenantId: 3, tenantName: '示例供应商', contact: '李供应', email: 'supplier@example.com', linkPhone: '13900000002', landLineNo: '' };

beforeAll(async () => {
  await loadFormEngine();
});

const input = (label: string): HTMLInputElement => screen.getByLabelText(label, { selector: 'input' });
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

describe('enterprise business contacts page', () => {
  it('shows the contacts, refuses what breaks the rules and saves by the contact PUT', async () => {
    const saved: unknown[] = [];
    const { env } = renderSchema(DOCUMENT, {
      // Both calls go by permission code (spec workflow 6), resolved to the seeded URLs.
      permissionUrls: SEEDED_PERMISSION_URLS,
      api: (request: ApiRequest) => {
        if (request.method === 'put' && request.url === '/eps/usercenter/enterprise/contact') {
          saved.push(request.data);
          return ok(request.data);
        }
        if (request.url === '/eps/usercenter/enterprise/info') return ok(INFO);
        throw new Error(`unexpected ${request.method} ${request.url}`);
      },
    });
    await waitFor(() => expect(input('Contact name').value).toBe('李供应'));
    expect(input('Contact email').value).toBe('supplier@example.com');
    expect(input('Contact mobile').value).toBe('13900000002');

    const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    type('Contact name', '');
    type('Contact email', '');
    type('Contact mobile', '');
    save();
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Email required')).toBeTruthy();
    expect(screen.getByText('Mobile phone number is required')).toBeTruthy();

    type('Contact name', '王销售');
    type('Contact email', 'sales@');
    type('Contact mobile', '12012345678');
    type('Landline', '12-34');
    save();
    expect(await screen.findByText('Please enter a legal email!')).toBeTruthy();
    expect(screen.getByText('Please enter a valid phone number!')).toBeTruthy();
    expect(screen.getByText('Please enter a valid landline number (optional area code, then 6-8 digits)')).toBeTruthy();
    expect(saved).toEqual([]);

    type('Contact email', 'sales@example.com');
    type('Contact mobile', '13512345678');
    type('Landline', '010-12345678');
    save();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ contact: '王销售', email: 'sales@example.com', linkPhone: '13512345678', landLineNo: '010-12345678' });
    await waitFor(() => expect(env.notices).toContainEqual({ level: 'success', message: 'Business contact saved' }));
  });
});
