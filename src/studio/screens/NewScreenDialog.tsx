/** Creates a tenant screen: an id under `t/` and a template to start from. */
import { Form, Input, Modal, Radio } from 'antd';
import { type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { isTenantScreenId, TEMPLATE_NAMES, type TemplateName } from './screenTemplates';

export interface NewScreenDialogProps {
  open: boolean;
  existing: ReadonlySet<string>;
  onCancel: () => void;
  onCreate: (id: string, template: TemplateName) => void;
}

export function NewScreenDialog({ open, existing, onCancel, onCreate }: NewScreenDialogProps): ReactElement {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ id: string; template: TemplateName }>();
  return (
    <Modal
      open={open}
      title={t('studio.screens.newTitle')}
      okText={t('studio.screens.create')}
      onCancel={onCancel}
      onOk={() => void form.validateFields().then((values) => onCreate(values.id.trim(), values.template))}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ id: 't/', template: 'table' }} preserve={false}>
        <Form.Item
          name="id"
          label={t('studio.screens.newId')}
          extra={t('studio.screens.newIdHelp')}
          rules={[
            { required: true, message: t('studio.screens.idRequired') },
            {
              validator: async (_, value: string) => {
                const id = (value ?? '').trim();
                if (!isTenantScreenId(id)) throw new Error(t('studio.screens.idInvalid'));
                if (existing.has(id)) throw new Error(t('studio.screens.idTaken'));
              },
            },
          ]}
        >
          <Input data-testid="new-screen-id" />
        </Form.Item>
        <Form.Item name="template" label={t('studio.screens.template')}>
          <Radio.Group options={TEMPLATE_NAMES.map((name) => ({ value: name, label: t(`studio.template.${name}`) }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
