import type { Address, AddressType } from '@udian/contracts/schemas/accounts';
import { useId, useState, type FormEvent } from 'react';
import { goBack } from '../../app/navigation';
import { getHref } from '../../app/paths';
import { getWebConfig } from '../../app/web-config';
import { toast } from '../../app/toast';
import { useAddressSave } from './api/address-save';
import { ADDRESS_NAME_MAX, ADDRESS_TEXT_MAX, addressTypeLabels, validateAddress, type AddressErrors, type PickedPoint } from './address-rules';
import { LazyPointPicker } from './lazy-point-picker';
import styles from './addresses.module.css';
import fieldStyles from '../../components/form-fields.module.css';

type AddressEditorProps = {
  type: AddressType;
  /** The address being changed; null for a new one. */
  address: Address | null;
  /** The list page this editor belongs to (where "back" leads when there is no history). */
  listPath: string;
};

/** Name, detailed address and a point on the map; home and work keep their type, the rest are "other". */
export const AddressEditor = ({ type, address, listPath }: AddressEditorProps) => {
  const id = useId();
  const [name, setName] = useState(address?.name ?? '');
  const [text, setText] = useState(address?.address ?? '');
  const [point, setPoint] = useState<PickedPoint | null>(address ? { lng: address.lng, lat: address.lat } : null);
  const [errors, setErrors] = useState<AddressErrors>({});
  const save = useAddressSave();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateAddress({ name, address: text, point });
    setErrors(found);
    if (Object.keys(found).length > 0 || !point || save.isPending) return;
    save.mutate(
      { ...(address ? { addressId: address.addressId } : {}), type, name: name.trim(), address: text.trim(), lng: point.lng, lat: point.lat },
      {
        onSuccess: () => {
          toast.success('地址已保存');
          goBack(getHref(listPath));
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={`${address ? '修改' : '添加'}${addressTypeLabels[type]}地址`}>
      <label className={fieldStyles.field} htmlFor={`${id}-name`}>
        <span className={fieldStyles.label}>地点名称</span>
        <input id={`${id}-name`} className={fieldStyles.input} placeholder="如：深圳北站" value={name} maxLength={ADDRESS_NAME_MAX * 2} onChange={(event) => setName(event.target.value)} />
      </label>
      {errors.name ? <p className={fieldStyles.error} role="alert">{errors.name}</p> : null}
      <label className={fieldStyles.field} htmlFor={`${id}-text`}>
        <span className={fieldStyles.label}>详细地址</span>
        <input id={`${id}-text`} className={fieldStyles.input} placeholder="选填，如门牌号" value={text} maxLength={ADDRESS_TEXT_MAX * 2} onChange={(event) => setText(event.target.value)} />
      </label>
      {errors.address ? <p className={fieldStyles.error} role="alert">{errors.address}</p> : null}
      <div className={styles.pickerBlock}>
        <p className={styles.pickerHint}>
          {point ? `已选位置：${point.lng.toFixed(6)}, ${point.lat.toFixed(6)}` : '请在地图上点击选择位置'}
        </p>
        <LazyPointPicker value={point} onChange={setPoint} tileUrl={getWebConfig().mapTileUrl} />
      </div>
      {errors.point ? <p className={fieldStyles.error} role="alert">{errors.point}</p> : null}
      <button type="submit" className={styles.submit} disabled={save.isPending}>
        保存
      </button>
    </form>
  );
};
