/**
 * What an approver decides on (spec workflow 2.2, the page beside the
 * approval bar): the document's title, applicant, state and current node,
 * its lines with quantities, unit prices and amounts, and the total. Prices
 * are kept in cents, so amounts and the total add up exactly. Attachments
 * are the document's business files (`appCode` workflow, `bizBillId` the
 * barcode), read by the attachments panel. Served for every engine:
 * `GET /eps-api/signBpm/document` (the sign shells rewrite /eps/ to their
 * prefix) and `GET /flow/engine/document` (camunda), by barcode,
 * workflowUniqueId or requestId.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteOptions } from '../context';
import { scopeOf } from '../db/tenantScope';
import { ok } from '../http/envelope';
import { factsOf, findDocument, type DocumentKey } from './store';

/** One line of a document as stored: the unit price in cents. */
export interface ContentLine {
  name: string;
  spec: string;
  quantity: number;
  unit: string;
  unitPriceCents: number;
}

/** The stored content of a document (workflow_documents.content). */
export interface DocumentContent {
  currency: string;
  /** What the applicant says the purchase is for. */
  purpose: string;
  lines: readonly ContentLine[];
}

/** The business keys of a document's attachments (the attachments panel reads them with these). */
export const ATTACHMENT_KEYS = { appCode: 'workflow', bizType: 'approval', bizItemType: 'document' } as const;

const isLine = (value: unknown): value is ContentLine => {
  if (!value || typeof value !== 'object') return false;
  const line = value as Record<string, unknown>;
  return typeof line['name'] === 'string' && typeof line['quantity'] === 'number' && Number.isSafeInteger(line['unitPriceCents']);
};

/** The content column read defensively: anything else than the shape above shows as no lines. */
export function contentOf(raw: unknown): DocumentContent {
  const value = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const lines = Array.isArray(value['lines']) ? value['lines'].filter(isLine) : [];
  return { currency: typeof value['currency'] === 'string' ? value['currency'] : 'CNY', purpose: typeof value['purpose'] === 'string' ? value['purpose'] : '', lines };
}

/** The lines as shown: numbered, with the amount of each (quantity × unit price) and the total, in currency units. */
export function pricedLines(content: DocumentContent): { lines: Record<string, unknown>[]; total: number } {
  let totalCents = 0;
  const lines = content.lines.map((line, index) => {
    const cents = Math.round(line.quantity * line.unitPriceCents);
    totalCents += cents;
    return { lineNo: index + 1, name: line.name, spec: line.spec, quantity: line.quantity, unit: line.unit, unitPrice: line.unitPriceCents / 100, amount: cents / 100 };
  });
  return { lines, total: totalCents / 100 };
}

const keySchema = {
  type: 'object',
  properties: {
    barcode: { type: 'string', maxLength: 64 },
    workflowUniqueId: { type: 'string', maxLength: 64 },
    requestId: { type: 'integer', minimum: 0, maximum: 2147483647 },
  },
} as const;

export const documentContentRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const read = async (request: FastifyRequest<{ Querystring: DocumentKey }>) => {
    const scope = scopeOf(request);
    const doc = await findDocument(ctx.db, scope, request.query);
    const { nodes } = await factsOf(ctx.db, doc);
    const content = contentOf(doc.content);
    const { lines, total } = pricedLines(content);
    return ok({
      barcode: doc.barcode,
      title: doc.title,
      applicantName: doc.applicantName,
      applicantNo: doc.applicantNo,
      status: doc.status,
      currentNodeName: nodes.find((n) => n.seq === doc.currentNode)?.activityName ?? '',
      updatedAt: doc.updatedAt.toISOString(),
      currency: content.currency,
      purpose: content.purpose,
      lines,
      total,
      attachmentKeys: { ...ATTACHMENT_KEYS, bizBillId: doc.barcode },
    });
  };
  app.get<{ Querystring: DocumentKey }>('/eps-api/signBpm/document', { config: { screen: 'read' }, schema: { querystring: keySchema } }, read);
  app.get<{ Querystring: DocumentKey }>('/flow/engine/document', { config: { screen: 'read' }, schema: { querystring: keySchema } }, read);
};
