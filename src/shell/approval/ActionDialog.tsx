/**
 * One approval action's dialog (spec workflow 4.3, 5): its form (comment
 * required on blur with a default text where given, people, e-mail flag,
 * upgrade type and approver), confirm validates and locks the dialog while
 * the call runs; a non-success answer keeps it open with the server message;
 * success closes it and tells the bar. A pre-open handler and "stop the
 * request" are the bar's `hooks`. Resubmit shows the approver panel as its
 * user selector, only to users able to resubmit (spec workflow 4.3).
 */
import { Alert, Checkbox, Form, Input, Modal, Select } from 'antd';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '../../core/env';
import { useEnv } from '../../core/react';
import { ACTION_FORMS, actionCall, peopleProblem, UPGRADE_PATHS, type ActionItem, type ActionValues, type UpgradeType } from './approvalRules';
import { ApproverPanel } from './ApproverPanel';
import { verifyApprovers, type ApproverNode } from './approverRules';
import { MemberPicker } from './MemberPicker';

/** What getButton says about resubmitting: whether this user may, and the flow whose approver nodes the panel lists. */
export interface ResubmitInfo {
  canResubmit: boolean;
  flowCode?: string | undefined;
  flowType?: string | undefined;
}

/** Per-action hooks: before submit may stop the request (the dialog then closes without a call). */
export interface ActionHooks {
  beforeSubmit?: (action: string, values: ActionValues) => 'stop' | void;
}

export interface ActionDialogProps {
  item: ActionItem;
  engine: 'bpm' | 'fw' | 'jcy';
  version: number | undefined;
  width: string;
  query: Record<string, string>;
  hooks?: ActionHooks | undefined;
  resubmit?: ResubmitInfo | undefined;
  onClose: () => void;
  onDone: (action: string) => void;
}

export function ActionDialog({ item, engine, version, width, query, hooks, resubmit, onClose, onDone }: ActionDialogProps): ReactElement {
  const { t } = useTranslation();
  const env = useEnv();
  const form = ACTION_FORMS[item.action]!;
  const [antForm] = Form.useForm<ActionValues>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [approvers, setApprovers] = useState<{ userno: string; username: string }[]>([]);
  const upgradeType = Form.useWatch('actiontype', antForm);
  const flow = form.approvers && resubmit?.canResubmit && resubmit.flowCode && resubmit.flowType ? { flowCode: resubmit.flowCode, flowType: resubmit.flowType } : undefined;

  // spec workflow 4.3: changing the upgrade type clears the approver and refetches the list.
  const onUpgradeType = (type: UpgradeType): void => {
    antForm.setFieldValue('maindata', undefined);
    setApprovers([]);
    if (type === 'GetAllFormApprover') return;
    void env.api
      .request<{ bpmUsers: { userno: string; username: string }[] }[]>({ method: 'get', url: '/eps/eps-api/signBpm/approve', params: { ...query, actiontype: type } })
      .then((envelope) => setApprovers(envelope.data[0]?.bpmUsers ?? []), () => undefined);
  };

  const confirm = async (): Promise<void> => {
    let values: ActionValues;
    try {
      values = await antForm.validateFields();
    } catch {
      return;
    }
    if (hooks?.beforeSubmit?.(item.action, values) === 'stop') {
      onClose();
      return;
    }
    setBusy(true);
    setProblem(undefined);
    const call = actionCall(item.action, values, engine, version);
    try {
      await env.api.request({ method: call.method, url: call.url, params: { ...query, ...call.params }, data: call.data, silent: true });
      onDone(item.action);
    } catch (error) {
      // spec workflow 8: the server's message, and the dialog stays open.
      setProblem(error instanceof ApiCallError || error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  };

  const required = (key: string) => ({ required: true, message: t(key) });
  return (
    <Modal
      open
      title={item.actiondispname}
      width={width}
      onOk={() => void confirm()}
      onCancel={() => !busy && onClose()}
      okText={t('workflow.dialog.confirm')}
      cancelText={t('workflow.dialog.cancel')}
      okButtonProps={{ loading: busy }}
      cancelButtonProps={{ disabled: busy }}
      closable={!busy}
      maskClosable={false}
      keyboard={!busy}
    >
      <Form
        form={antForm}
        layout="vertical"
        disabled={busy}
        // The approver rule runs on confirm; once it failed, each change checks it again so the message goes away.
        onValuesChange={(changed: ActionValues) => {
          if (changed.approvers && antForm.getFieldError('approvers').length > 0) antForm.validateFields(['approvers']).catch(() => undefined);
        }}
        initialValues={{ comment: form.defaultComment ? t(`workflow.defaults.${form.defaultComment}`) : '', isemail: false }}
      >
        {form.people !== 'none' && (
          <Form.Item
            name="people"
            label={t('workflow.dialog.people')}
            rules={[{ validator: async (_r, value: string[] | undefined) => { const key = peopleProblem(form, value); if (key) throw new Error(t(key)); } }]}
          >
            <MemberPicker multiple={form.people === 'many'} label={t('workflow.dialog.people')} />
          </Form.Item>
        )}
        {form.upgrade && (
          <>
            <Form.Item name="actiontype" label={t('workflow.dialog.upgradeType')} rules={[required('workflow.rules.upgradeType')]}>
              <Select onChange={onUpgradeType} options={Object.keys(UPGRADE_PATHS).map((k) => ({ value: k, label: t(`workflow.upgrade.${k}`) }))} />
            </Form.Item>
            <Form.Item name="maindata" label={t('workflow.dialog.approver')} rules={[required('workflow.rules.approver')]}>
              {upgradeType === 'GetAllFormApprover' ? (
                <PickOne />
              ) : (
                <Select options={approvers.map((a) => ({ value: a.userno, label: `${a.username} (${a.userno})` }))} />
              )}
            </Form.Item>
          </>
        )}
        {flow && (
          <Form.Item
            name="approvers"
            label={t('workflow.dialog.approvers')}
            validateTrigger={[]}
            rules={[{ validator: async (_r, nodes: ApproverNode[] | undefined) => { const found = verifyApprovers(nodes ?? []); if (found) throw new Error(t(found.key, found.vars)); } }]}
          >
            <ApproverPanel flowCode={flow.flowCode} flowType={flow.flowType} documentKey={query} />
          </Form.Item>
        )}
        {form.transmit && (
          <Form.Item name="isemail" valuePropName="checked">
            <Checkbox>{t('workflow.dialog.email')}</Checkbox>
          </Form.Item>
        )}
        <Form.Item name="comment" label={t('workflow.dialog.comment')} validateTrigger="onBlur" rules={form.commentRequired ? [{ ...required('workflow.rules.comment'), whitespace: true }] : []}>
          <Input.TextArea rows={4} maxLength={2000} />
        </Form.Item>
      </Form>
      {problem && <Alert type="error" showIcon message={problem} role="alert" />}
    </Modal>
  );
}

/** GetAllFormApprover: the approver is picked with the member picker (one person, value a user number). */
function PickOne({ value, onChange }: { value?: string; onChange?: (v: string | undefined) => void }): ReactElement {
  return <MemberPicker value={value ? [value] : []} onChange={(nos) => onChange?.(nos[0])} />;
}
