/**
 * Baseline: an antd Form with 200 Form.Items written by hand ("npm run
 * bench"), the same layout the form renderer uses.
 */
import { Button, Form, Input } from 'antd';
import type { ReactElement } from 'react';
import { fieldNames } from './fields';

export default function FormHand(): ReactElement {
  const [form] = Form.useForm();
  return (
    <Form form={form} layout="horizontal" labelCol={{ flex: '120px' }} wrapperCol={{ flex: 1 }} labelWrap>
      {fieldNames.map((name, index) => (
        <Form.Item key={name} name={name} label={`Field ${index + 1}`}>
          <Input />
        </Form.Item>
      ))}
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit">
          Submit
        </Button>
      </Form.Item>
    </Form>
  );
}
