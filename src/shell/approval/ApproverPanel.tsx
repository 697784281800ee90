/**
 * Approver panel (spec workflow 2.5, 5): rows of approval node and approvers,
 * add (a person dialog with confirm and cancel, the member picker) and remove;
 * a pick over a node's maxPerson shows "the maximum number of people cannot
 * exceed N" and is not taken. A form control: the value is the nodes with
 * their approvers; an enabled node left without one is named at once ("the
 * node name cannot be empty", `verifyApprovers`), and the server refuses the
 * resubmit until it has one. The nodes come from
 * /config/flow/node/search; with the document's key, each node starts with
 * the document's current approvers.
 */
import { Alert, Space, Table, Tag } from 'antd';
import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnv } from '../../core/react';
import { pickProblem, verifyApprovers, type ApproverNode, type RuleProblem } from './approverRules';
import { MemberPicker, type Member } from './MemberPicker';

export interface ApproverPanelProps {
  flowCode: string;
  flowType: string;
  /** The document (barcode, workflowUniqueId, requestId), so the nodes come with its approvers. */
  documentKey?: Readonly<Record<string, string>> | undefined;
  value?: ApproverNode[] | undefined;
  /** The form field's id (its label points here). */
  id?: string | undefined;
  /** Told the nodes when they load and whenever they change. */
  onChange?: ((nodes: ApproverNode[]) => void) | undefined;
}

export function ApproverPanel({ flowCode, flowType, documentKey, value = [], id, onChange }: ApproverPanelProps): ReactElement {
  const { t } = useTranslation();
  const env = useEnv();
  const [problem, setProblem] = useState<RuleProblem>();
  const empty = verifyApprovers(value);

  useEffect(() => {
    let live = true;
    void env.api
      .request<ApproverNode[]>({ method: 'get', url: '/eps/config/flow/node/search', params: { ...documentKey, flowCode, flowType }, silent: true })
      .then((envelope) => live && onChange?.(Array.isArray(envelope.data) ? envelope.data : []), () => undefined);
    return () => {
      live = false;
    };
    // Loads once per flow and document; onChange is the form's and changes identity on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [env.api, flowCode, flowType, JSON.stringify(documentKey ?? {})]);

  const update = (node: ApproverNode, userList: ApproverNode['userList']): void =>
    onChange?.(value.map((n) => (n.nodeCode === node.nodeCode ? { ...n, userList } : n)));

  const pick = (node: ApproverNode, members: readonly Member[]): void => {
    const found = pickProblem(node, members.length);
    setProblem(found);
    if (found) return;
    // The picker knows only the people of the pages it showed: keep the names the node already had.
    const named = (m: Member) => node.userList.find((u) => u.userno === m.userno)?.username ?? m.username;
    update(node, members.map((m) => ({ userId: m.userId, username: named(m), userno: m.userno })));
  };

  const remove = (node: ApproverNode, userno: string | undefined): void => {
    setProblem(undefined);
    update(node, node.userList.filter((u) => u.userno !== userno));
  };

  return (
    <div className="eps-approver-panel" id={id}>
      <Table<ApproverNode>
        size="small"
        rowKey="nodeCode"
        pagination={false}
        dataSource={value}
        columns={[
          { title: t('workflow.panel.node'), dataIndex: 'nodeName', render: (name: string, node) => (node.disable ? <Space>{name}<Tag>{t('workflow.panel.disabled')}</Tag></Space> : name) },
          {
            title: t('workflow.panel.approvers'),
            key: 'approvers',
            render: (_v, node) =>
              node.disable ? null : (
                <Space wrap>
                  {node.userList.map((u) => (
                    <Tag key={u.userno ?? u.username} closable closeIcon={<span aria-label={`${t('workflow.panel.remove')} ${u.username}`}>×</span>} onClose={() => remove(node, u.userno)}>
                      {u.username}
                    </Tag>
                  ))}
                  <MemberPicker multiple showValue={false} label={`${t('workflow.panel.add')} ${node.nodeName}`} value={node.userList.map((u) => u.userno ?? '')} onChange={(_nos, members) => pick(node, members)} />
                </Space>
              ),
          },
        ]}
      />
      {problem && <Alert style={{ marginTop: 12 }} type="error" showIcon role="alert" message={t(problem.key, problem.vars)} />}
      {/* Said as soon as a node is left empty; the server refuses such a resubmit too. */}
      {empty && <Alert style={{ marginTop: 12 }} type="warning" showIcon message={t(empty.key, empty.vars)} />}
    </div>
  );
}
