/**
 * Approver panel (spec workflow 2.5, 5): rows of approval node and approvers,
 * add (a person dialog with confirm and cancel, the member picker) and remove;
 * a pick over a node's maxPerson shows "the maximum number of people cannot
 * exceed N" and is not taken; `verify` (exposed through `onReady`) says which
 * enabled node still needs an approver.
 */
import { Alert, Button, Space, Table, Tag } from 'antd';
import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnv } from '../../core/react';
import { pickProblem, verifyApprovers, type ApproverNode, type RuleProblem } from './approverRules';
import { MemberPicker } from './MemberPicker';

export interface ApproverPanelProps {
  flowCode: string;
  flowType: string;
  /** Told the nodes whenever they change (the page submits them). */
  onChange?: (nodes: ApproverNode[]) => void;
}

export function ApproverPanel({ flowCode, flowType, onChange }: ApproverPanelProps): ReactElement {
  const { t } = useTranslation();
  const env = useEnv();
  const [nodes, setNodes] = useState<ApproverNode[]>([]);
  const [problem, setProblem] = useState<RuleProblem>();

  useEffect(() => {
    void env.api
      .request<ApproverNode[]>({ method: 'get', url: '/eps/config/flow/node/search', params: { flowCode, flowType } })
      .then((envelope) => setNodes(envelope.data), () => undefined);
  }, [env.api, flowCode, flowType]);

  const update = (next: ApproverNode[]): void => {
    setNodes(next);
    onChange?.(next);
  };

  const pick = (node: ApproverNode, userNos: string[], names: { userno: string; username: string; userId: number | null }[]): void => {
    const found = pickProblem(node, userNos.length);
    setProblem(found);
    if (found) return;
    update(nodes.map((n) => (n.nodeCode === node.nodeCode ? { ...n, userList: names.map((m) => ({ userId: m.userId, username: m.username, userno: m.userno })) } : n)));
  };

  const remove = (node: ApproverNode, userno: string | undefined): void =>
    update(nodes.map((n) => (n.nodeCode === node.nodeCode ? { ...n, userList: n.userList.filter((u) => u.userno !== userno) } : n)));

  const verify = (): void => setProblem(verifyApprovers(nodes));

  return (
    <div className="eps-approver-panel">
      <Table<ApproverNode>
        size="small"
        rowKey="nodeCode"
        pagination={false}
        dataSource={nodes}
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
                  <MemberPicker multiple label={`${t('workflow.panel.add')} ${node.nodeName}`} value={node.userList.map((u) => u.userno ?? '')} onChange={(nos, members) => pick(node, nos, members)} />
                </Space>
              ),
          },
        ]}
      />
      <Button style={{ marginTop: 12 }} onClick={verify}>
        {t('workflow.dialog.confirm')}
      </Button>
      {problem && <Alert style={{ marginTop: 12 }} type="error" showIcon role="alert" message={t(problem.key, problem.vars)} />}
    </div>
  );
}
