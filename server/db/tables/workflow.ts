/**
 * The reference approval engine (spec workflow 3 and 7): documents
 * under approval, their nodes, who approves each node, the actions taken,
 * camunda-style process definitions, the member directory the pickers search
 * and the approver-node configuration of the approver panel. Every row belongs
 * to a tenant (tenant isolation filters on it).
 */
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

const tenantColumn = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

/** A process definition: the ordered nodes a document of this key walks through. */
export const workflowProcesses = pgTable(
  'workflow_processes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: tenantColumn(),
    processKey: text('process_key').notNull(),
    name: text('name').notNull(),
    /** `[{ activityId, activityName, approvers: [userNo] }]`, in order. */
    definition: jsonb('definition').notNull(),
    /** The BPMN 2.0 XML bpmn-engine executes (workflow/bpmnProcess.ts builds it from the nodes). */
    bpmnXml: text('bpmn_xml').notNull(),
  },
  (t) => [uniqueIndex('workflow_processes_key_idx').on(t.tenantId, t.processKey)],
);

/**
 * A document under approval. `engine` is 'sign' (bpm/fw/jcy) or 'camunda';
 * `status` draft (camunda, not in a process), running, approved, rejected,
 * recalled or terminated; `currentNode` the seq of the active node while
 * running. `version` goes up on every action (optimistic concurrency).
 */
export const workflowDocuments = pgTable(
  'workflow_documents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: tenantColumn(),
    barcode: text('barcode').notNull(),
    businessId: text('business_id').notNull(),
    requestId: integer('request_id').notNull(),
    workflowUniqueId: text('workflow_unique_id').notNull(),
    title: text('title').notNull(),
    engine: text('engine').notNull(),
    processKey: text('process_key').notNull(),
    applicantNo: text('applicant_no').notNull(),
    applicantName: text('applicant_name').notNull(),
    status: text('status').notNull(),
    currentNode: integer('current_node'),
    version: integer('version').notNull().default(0),
    /** bpmn-engine's saved state after the last step (null before start); recovered for the next step. */
    engineState: jsonb('engine_state'),
    /** What is being approved (server/workflow/documentContent.ts): lines with quantities and prices, the currency; null when the engine holds only the flow. */
    content: jsonb('content'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('workflow_documents_barcode_idx').on(t.tenantId, t.barcode)],
);

/** A node of one document's process, by position (`seq` from 0). */
export const workflowNodes = pgTable(
  'workflow_nodes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    documentId: integer('document_id')
      .notNull()
      .references(() => workflowDocuments.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    activityId: text('activity_id').notNull(),
    activityName: text('activity_name').notNull(),
    expirationTime: timestamp('expiration_time', { withTimezone: true }),
  },
  (t) => [uniqueIndex('workflow_nodes_seq_idx').on(t.documentId, t.seq)],
);

/** Who may act on a node (members by user number). */
export const workflowApprovers = pgTable(
  'workflow_approvers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nodeId: integer('node_id')
      .notNull()
      .references(() => workflowNodes.id, { onDelete: 'cascade' }),
    userNo: text('user_no').notNull(),
    username: text('username').notNull(),
  },
  (t) => [index('workflow_approvers_node_idx').on(t.nodeId)],
);

/** One action taken on a document (the history). */
export const workflowActions = pgTable(
  'workflow_actions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    documentId: integer('document_id')
      .notNull()
      .references(() => workflowDocuments.id, { onDelete: 'cascade' }),
    nodeName: text('node_name').notNull(),
    actorNo: text('actor_no').notNull(),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    comment: text('comment').notNull().default(''),
    /** The node a reject returned to, or the people a transfer / transmit named. */
    target: text('target'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workflow_actions_document_idx').on(t.documentId)],
);

/** The member directory the member picker searches (spec workflow 3, Member). */
export const workflowMembers = pgTable(
  'workflow_members',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: tenantColumn(),
    userNo: text('user_no').notNull(),
    username: text('username').notNull(),
    position: text('position').notNull(),
    orgname: text('orgname').notNull(),
    deptname: text('deptname').notNull(),
  },
  (t) => [uniqueIndex('workflow_members_no_idx').on(t.tenantId, t.userNo)],
);

/** Approver-node configuration of a flow (spec workflow 3, Approver node). */
export const workflowNodeConfigs = pgTable(
  'workflow_node_configs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: tenantColumn(),
    flowCode: text('flow_code').notNull(),
    flowType: text('flow_type').notNull(),
    nodeCode: text('node_code').notNull(),
    nodeName: text('node_name').notNull(),
    disable: boolean('disable').notNull().default(false),
    maxPerson: integer('max_person'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('workflow_node_configs_flow_idx').on(t.tenantId, t.flowCode, t.flowType)],
);
