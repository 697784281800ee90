/**
 * Baseline: a 100-row array of objects written by hand with antd's
 * Form.List: per row a remove / move up / move down button bar
 * and three Form.Items, and an add button; no code of ours.
 */
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import type { ReactElement } from 'react';
import { rows } from './rows';

const initialValues = { contacts: rows };

export default function ArrayHand(): ReactElement {
  const [form] = Form.useForm();
  return (
    <Form form={form} layout="horizontal" labelCol={{ flex: '120px' }} wrapperCol={{ flex: 1 }} labelWrap initialValues={initialValues}>
      <Form.List name="contacts">
        {(fields, { add, remove, move }) => (
          <>
            {fields.map((field, index) => (
              <div key={field.key}>
                <Space size={4}>
                  <span>#{index + 1}</span>
                  <Button size="small" icon={<ArrowUpOutlined />} aria-label="up" onClick={() => move(index, index - 1)} />
                  <Button size="small" icon={<ArrowDownOutlined />} aria-label="down" onClick={() => move(index, index + 1)} />
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label="remove" onClick={() => remove(index)} />
                </Space>
                <Form.Item name={[field.name, 'name']} label="Name">
                  <Input />
                </Form.Item>
                <Form.Item name={[field.name, 'phone']} label="Phone">
                  <Input />
                </Form.Item>
                <Form.Item name={[field.name, 'email']} label="Email">
                  <Input />
                </Form.Item>
              </div>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add()}>
              Add
            </Button>
          </>
        )}
      </Form.List>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit">
          Submit
        </Button>
      </Form.Item>
    </Form>
  );
}
