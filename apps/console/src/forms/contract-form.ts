import { App, Form } from 'antd';
import type { FormInstance } from 'antd';
import { useCallback } from 'react';
import type { z } from 'zod';
import { blankToUndefined, placeIssues } from './form-issues';
import type { FieldPath } from './form-issues';

/** validate() found issues; they are already shown on their fields. */
export class ContractFormInvalid extends Error {
  constructor() {
    super('The form does not satisfy its contract');
    this.name = 'ContractFormInvalid';
  }
}

export type ContractFormOptions = {
  /**
   * Turns the antd values (dayjs dates, ids the form does not show) into the contract's input before
   * validating. Its answer is unknown on purpose: the schema checks it, so a field left out is still reported.
   */
  toInput?: (values: Record<string, unknown>) => unknown;
};

export type ContractForm<S extends z.ZodType> = {
  form: FormInstance;
  /** The values parsed by the contract's schema, or a rejection (ContractFormInvalid) with every issue on its field. */
  validate: () => Promise<z.output<S>>;
  /** For onFinish: validates, then calls `handle` with the parsed values; an invalid form just shows its issues. */
  submit: (handle: (values: z.output<S>) => unknown) => () => void;
};

/**
 * An antd form validated with THE SAME zod schema the server parses the body with: each issue's Chinese message
 * lands on its field, issues of the whole form become a message. Every console form uses it.
 */
export const useContractForm = <S extends z.ZodType>(schema: S, options: ContractFormOptions = {}): ContractForm<S> => {
  const [form] = Form.useForm();
  const { message } = App.useApp();
  const { toInput } = options;

  const validate = useCallback(async (): Promise<z.output<S>> => {
    const values = blankToUndefined(form.getFieldsValue(true) as Record<string, unknown>);
    const registered: FieldPath[] = form.getFieldsError().map((field) => field.name);
    // Earlier issues leave first, so a fixed field does not keep its old message.
    form.setFields(registered.map((name) => ({ name, errors: [] })));
    // reportInput: zod 4 leaves the input off its issues otherwise, and issueMessage tells an untouched field by it.
    const result = await schema.safeParseAsync(toInput ? toInput(values) : values, { reportInput: true });
    if (result.success) return result.data;
    const { fields, unplaced } = placeIssues(result.error.issues, registered);
    form.setFields(fields);
    if (unplaced.length > 0) void message.error(unplaced.join('；'));
    else if (fields[0]) form.scrollToField(fields[0].name);
    throw new ContractFormInvalid();
  }, [form, message, schema, toInput]);

  const submit = useCallback(
    (handle: (values: z.output<S>) => unknown) => () => {
      validate().then(handle, (error: unknown) => {
        if (!(error instanceof ContractFormInvalid)) throw error;
      });
    },
    [validate],
  );

  return { form, validate, submit };
};

/** The body schema of an endpoint that has one, for a form of that call: useContractForm(bodyOf(enableOperatorTotp)). */
export const bodyOf = <E extends { body?: z.ZodType; path: string }>(endpoint: E): NonNullable<E['body']> => {
  if (!endpoint.body) throw new Error(`${endpoint.path} has no body schema`);
  return endpoint.body as NonNullable<E['body']>;
};
