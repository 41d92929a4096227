import { CreateOperatorBody, UpdateOperatorBody } from '@udian/contracts/endpoints/ops/operators/operators';
import { App, Form, Input } from 'antd';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ContractFormInvalid, useContractForm, type ContractForm } from './contract-form';

// React's act() wants to be told it runs in a test.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // antd's responsive helpers ask for media queries, which jsdom lacks.
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, onchange: null, dispatchEvent: () => false })) as typeof window.matchMedia;
});

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
});

/** validate() inside act(), as antd updates its fields on the way. */
const validated = async <T,>(validate: () => Promise<T>): Promise<T | unknown> => {
  let outcome: T | unknown;
  await act(async () => {
    outcome = await validate().catch((error: unknown) => error);
  });
  return outcome;
};

/** Renders a form of the contract and hands back the hook's answer. */
const renderForm = <S extends z.ZodType>(schema: S, fields: string[], toInput?: (values: Record<string, unknown>) => unknown) => {
  const seen: { current: ContractForm<S> | null } = { current: null };
  const Probe = () => {
    const contractForm = useContractForm(schema, { toInput });
    seen.current = contractForm;
    return (
      <Form form={contractForm.form}>
        {fields.map((name) => (
          <Form.Item key={name} name={name} label={name}>
            <Input />
          </Form.Item>
        ))}
      </Form>
    );
  };
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root?.render(<App><Probe /></App>));
  if (!seen.current) throw new Error('not rendered');
  return seen.current;
};

describe('useContractForm', () => {
  it('answers the values as the contract parses them (trimmed, lower-cased, defaults filled in)', async () => {
    const { form, validate } = renderForm(CreateOperatorBody, ['username', 'displayName', 'role']);
    act(() => form.setFieldsValue({ username: '  Wang.Li ', role: 'dispatcher' }));
    expect(await validated(validate)).toEqual({ username: 'wang.li', displayName: '', role: 'dispatcher', groupId: null });
  });

  it("puts each issue's Chinese message on its field and rejects with ContractFormInvalid", async () => {
    const { form, validate } = renderForm(CreateOperatorBody, ['username', 'displayName', 'role']);
    act(() => form.setFieldsValue({ username: 'x', displayName: '', role: 'admin' }));
    expect(await validated(validate)).toBeInstanceOf(ContractFormInvalid);
    expect(form.getFieldError('username')).toEqual(['用户名为 3 到 32 位小写字母、数字、点、下划线或连字符']);
    expect(form.getFieldError('displayName')).toEqual([]);
  });

  it('clears a fixed field\'s old message on the next try', async () => {
    const { form, validate } = renderForm(CreateOperatorBody, ['username', 'role']);
    act(() => form.setFieldsValue({ username: 'x', role: 'admin' }));
    expect(await validated(validate)).toBeInstanceOf(ContractFormInvalid);
    expect(form.getFieldError('username')).not.toEqual([]);
    act(() => form.setFieldsValue({ username: 'wangli' }));
    expect(await validated(validate)).toEqual({ username: 'wangli', displayName: '', role: 'admin', groupId: null });
    expect(form.getFieldError('username')).toEqual([]);
  });

  it('validates what toInput makes of the values (ids the form does not show)', async () => {
    const { form, validate } = renderForm(UpdateOperatorBody, ['displayName'], (values) => ({ ...values, id: '42' }));
    act(() => form.setFieldsValue({ displayName: ' 王丽 ' }));
    expect(await validated(validate)).toEqual({ id: '42', displayName: '王丽' });
  });
});
