import type { Address, AddressType } from '@udian/contracts/schemas/accounts';
import { Button, Form, Input } from 'antd-mobile';
import { useMemo, useRef } from 'react';
import { confirm } from '../../app/dialogs';
import { goBack } from '../../app/navigation';
import { getHref } from '../../app/paths';
import { toast } from '../../app/toast';
import { useAddressDelete } from './api/address-delete';
import { useAddressList } from '../../api/queries/address-list';
import { useAddressSave } from './api/address-save';
import { ADDRESS_NAME_MAX, ADDRESS_TEXT_MAX, addressTextError, addressTypeLabels, nameError, pointError } from './address-rules';
import { LocationField, type ChosenPlace } from './location-field';
import styles from './addresses.module.css';

type AddressEditorProps = {
  type: AddressType;
  /** The address being changed; null for a new one. */
  address: Address | null;
  /** The list page this editor belongs to (where "back" leads when there is no history). */
  listPath: string;
};

type Values = { name: string; address: string; place: ChosenPlace | null };

/** rc-field-form rules from our own checks, so the form says exactly what the server would. */
const ruleOf = <T,>(check: (value: T) => string | undefined) => [
  {
    validator: async (_rule: unknown, value: T) => {
      const problem = check(value);
      if (problem) throw new Error(problem);
    },
  },
];

const DeleteAddress = ({ address, listPath }: { address: Address; listPath: string }) => {
  const remove = useAddressDelete();
  const onDelete = async () => {
    if (!(await confirm('删除地址', `确定删除“${address.name}”吗？`, '删除'))) return;
    remove.mutate(address.addressId, {
      onSuccess: () => {
        toast.success('已删除');
        goBack(getHref(listPath));
      },
    });
  };
  return (
    <Button block fill="none" color="danger" className={styles.deleteButton} loading={remove.isPending} onClick={() => void onDelete()}>
      删除地址
    </Button>
  );
};

/** Name, detailed address and the place (found by name or tapped on the map); home and work keep their type. */
export const AddressEditor = ({ type, address, listPath }: AddressEditorProps) => {
  const [form] = Form.useForm<Values>();
  const save = useAddressSave();
  const list = useAddressList();
  // What the form last filled in by itself: a name the passenger typed is never replaced.
  const filled = useRef({ name: '', address: '' });
  const knownPlaces = useMemo(() => {
    const data = list.data;
    return data ? [data.home, data.work, ...data.others].filter((saved): saved is Address => saved !== null) : [];
  }, [list.data]);

  const initialValues: Values = {
    name: address?.name ?? '',
    address: address?.address ?? '',
    place: address ? { lng: address.lng, lat: address.lat, name: address.name, detail: address.address } : null,
  };

  const onFound = (place: ChosenPlace) => {
    const { name, address: text } = form.getFieldsValue();
    const next: Partial<Values> = {};
    if (!name?.trim() || name === filled.current.name) next.name = place.name;
    if (!text?.trim() || text === filled.current.address) next.address = place.detail;
    filled.current = { name: next.name ?? filled.current.name, address: next.address ?? filled.current.address };
    form.setFieldsValue(next);
    void form.validateFields(Object.keys(next) as (keyof Values)[]).catch(() => undefined);
  };

  const onFinish = ({ name, address: text, place }: Values) => {
    if (!place || save.isPending) return;
    save.mutate(
      { ...(address ? { addressId: address.addressId } : {}), type, name: name.trim(), address: text.trim(), lng: place.lng, lat: place.lat },
      {
        onSuccess: () => {
          toast.success('地址已保存');
          goBack(getHref(listPath));
        },
      },
    );
  };

  return (
    <div className={styles.editor}>
      <Form
        form={form}
        layout="horizontal"
        initialValues={initialValues}
        onFinish={onFinish}
        aria-label={`${address ? '修改' : '添加'}${addressTypeLabels[type]}地址`}
        footer={
          <Button block type="submit" color="primary" size="large" loading={save.isPending}>
            保存
          </Button>
        }
      >
        <Form.Header>{addressTypeLabels[type]}的地址</Form.Header>
        <Form.Item name="name" label="地点名称" rules={ruleOf(nameError)} validateTrigger={['onChange', 'onBlur']}>
          <Input placeholder="如：科技园" maxLength={ADDRESS_NAME_MAX} clearable />
        </Form.Item>
        <Form.Item name="address" label="详细地址" rules={ruleOf(addressTextError)}>
          <Input placeholder="选填，如楼栋、门牌号" maxLength={ADDRESS_TEXT_MAX} clearable />
        </Form.Item>
        <Form.Header>位置</Form.Header>
        <Form.Item name="place" layout="vertical" rules={ruleOf<ChosenPlace | null>(pointError)} className={styles.placeItem}>
          <LocationField onFound={onFound} knownPlaces={knownPlaces} />
        </Form.Item>
      </Form>
      {address ? <DeleteAddress address={address} listPath={listPath} /> : null}
    </div>
  );
};
