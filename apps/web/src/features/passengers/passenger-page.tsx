import type { Passenger } from '@udian/contracts/schemas/accounts';
import { normalizeResidentId } from '@udian/contracts/resident-id';
import { useId, useState, type FormEvent } from 'react';
import { goBack } from '../../app/navigation';
import { getHref } from '../../app/paths';
import { getIdParam } from '../../app/query-params';
import { CheckRow } from '../../components/check-row/check-row';
import { RequireLogin } from '../../components/require-login';
import { toast } from '../../app/toast';
import { usePassengerList } from '../../api/queries/passenger-list';
import { PASSENGER_LIST_PATH } from '../../app/page-paths';
import { usePassengerAdd } from './api/passenger-add';
import { usePassengerUpdate } from './api/passenger-update';
import { ListStatus } from './list-status';
import { PASSENGER_NAME_MAX_LENGTH, validatePassenger, type PassengerErrors } from './passenger-rules';
import { addToSelectDraft } from './select-draft';
import styles from './passengers.module.css';
import fieldStyles from '../../components/form-fields.module.css';

const onlyPhoneCharacters = (value: string) => value.replace(/\D/g, '').slice(0, 11);

/** Add (no passengerId) or edit one rider: name, ID number (checksum and birth date checked), phone, self. */
export const PassengerForm = ({ passenger }: { passenger: Passenger | null }) => {
  const id = useId();
  const isEditing = passenger !== null;
  const [name, setName] = useState(passenger?.name ?? '');
  const [idNumber, setIdNumber] = useState('');
  const [phone, setPhone] = useState(passenger?.phone ?? '');
  const [isSelf, setIsSelf] = useState(passenger?.isSelf ?? false);
  const [errors, setErrors] = useState<PassengerErrors>({});
  const add = usePassengerAdd();
  const update = usePassengerUpdate();
  const isSaving = add.isPending || update.isPending;

  const onSaved = () => {
    toast.success('已保存');
    goBack(getHref(PASSENGER_LIST_PATH));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePassenger({ name, idNumber, phone, isSelf }, { isEditing });
    setErrors(found);
    if (Object.keys(found).length > 0 || isSaving) return;
    const fields = { name: name.trim(), phone: phone.trim(), isSelf, idType: 'idCard' as const };
    const typedId = normalizeResidentId(idNumber);
    if (passenger) {
      update.mutate(
        { ...fields, passengerId: passenger.passengerId, icCardNo: passenger.icCardNo, ...(typedId ? { idNumber: typedId } : {}) },
        { onSuccess: onSaved },
      );
    } else {
      add.mutate(
        { ...fields, idNumber: typedId, icCardNo: '' },
        {
          onSuccess: (created) => {
            // Opened from passenger-select: the new rider comes back chosen there.
            addToSelectDraft(created.passengerId);
            onSaved();
          },
        },
      );
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <label className={fieldStyles.field} htmlFor={`${id}-name`}>
        <span className={fieldStyles.label}>姓名</span>
        <input
          id={`${id}-name`}
          className={fieldStyles.input}
          placeholder="与证件上的姓名一致"
          value={name}
          maxLength={PASSENGER_NAME_MAX_LENGTH}
          autoComplete="name"
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      {errors.name ? <p className={fieldStyles.error} role="alert">{errors.name}</p> : null}
      <label className={fieldStyles.field} htmlFor={`${id}-id`}>
        <span className={fieldStyles.label}>身份证号</span>
        <input
          id={`${id}-id`}
          className={fieldStyles.input}
          placeholder={passenger ? '不修改请留空' : '请输入 18 位身份证号码'}
          value={idNumber}
          maxLength={18}
          autoComplete="off"
          onChange={(event) => setIdNumber(event.target.value.replace(/[^\dXx]/g, ''))}
        />
      </label>
      {passenger && !errors.idNumber ? <p className={styles.fieldNote}>已保存的号码 {passenger.idNumber}</p> : null}
      {errors.idNumber ? <p className={fieldStyles.error} role="alert">{errors.idNumber}</p> : null}
      <label className={fieldStyles.field} htmlFor={`${id}-phone`}>
        <span className={fieldStyles.label}>手机号</span>
        <input
          id={`${id}-phone`}
          className={fieldStyles.input}
          type="tel"
          inputMode="numeric"
          placeholder="选填，11 位手机号码"
          value={phone}
          maxLength={11}
          onChange={(event) => setPhone(onlyPhoneCharacters(event.target.value))}
        />
      </label>
      {errors.phone ? <p className={fieldStyles.error} role="alert">{errors.phone}</p> : null}
      <CheckRow isChecked={isSelf} onChange={setIsSelf} className={styles.checkRow}>
        这是我本人
      </CheckRow>
      <button type="submit" className={styles.submit} disabled={isSaving}>
        保存
      </button>
    </form>
  );
};

const PassengerEditor = () => {
  const passengerId = getIdParam('passengerId');
  const list = usePassengerList();
  if (!passengerId) {
    return (
      <main className={styles.page}>
        <PassengerForm passenger={null} />
      </main>
    );
  }
  if (!list.data) return <ListStatus isError={list.isError} onRetry={() => void list.refetch()} />;
  const passenger = list.data.passengers.find((candidate) => candidate.passengerId === passengerId);
  return (
    <main className={styles.page}>
      {passenger ? <PassengerForm key={passenger.passengerId} passenger={passenger} /> : <p className={styles.status}>乘车人不存在或已删除</p>}
    </main>
  );
};

export const PassengerPage = () => (
  <RequireLogin>
    <PassengerEditor />
  </RequireLogin>
);
