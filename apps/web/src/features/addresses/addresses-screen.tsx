import type { AddressListData } from '@udian/contracts/endpoints/addresses/address-list';
import type { Address } from '@udian/contracts/schemas/accounts';
import { confirm } from '../../app/dialogs';
import { getQueryParam } from '../../app/query-params';
import { AppLink } from '../../components/app-link';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { toast } from '../../app/toast';
import { useAddressDelete } from './api/address-delete';
import { useAddressList } from './api/address-list';
import { AddressEditor } from './address-editor';
import { addressTypeLabels } from './address-rules';
import styles from './addresses.module.css';

/** `?edit=` opens the editor in place (so "back" closes it): home, work, new (another address) or an addressId. */
export const EDIT_PARAM = 'edit';

type EditTarget = { type: Address['type']; address: Address | null } | null;

export const findEditTarget = (edit: string | null, list: AddressListData): EditTarget => {
  if (edit === 'home') return { type: 'home', address: list.home };
  if (edit === 'work') return { type: 'work', address: list.work };
  if (edit === 'new') return { type: 'other', address: null };
  const other = list.others.find((address) => address.addressId === edit);
  return other ? { type: 'other', address: other } : null;
};

const DeleteButton = ({ address }: { address: Address }) => {
  const remove = useAddressDelete();
  const onDelete = async () => {
    if (!(await confirm('删除地址', `确定删除“${address.name}”吗？`, '删除'))) return;
    remove.mutate(address.addressId, { onSuccess: () => toast.success('已删除') });
  };
  return (
    <button type="button" className={styles.dangerAction} onClick={() => void onDelete()} disabled={remove.isPending}>
      删除
    </button>
  );
};

type RowProps = { label: string; address: Address | null; edit: string; listPath: string; emptyText: string };

const AddressRow = ({ label, address, edit, listPath, emptyText }: RowProps) => (
  <li className={styles.row} aria-label={label}>
    <span className={styles.badge}>{label}</span>
    <span className={styles.body}>
      <span className={styles.name}>{address?.name ?? emptyText}</span>
      {address?.address ? <span className={styles.text}>{address.address}</span> : null}
    </span>
    <span className={styles.rowActions}>
      <AppLink to={listPath} query={{ [EDIT_PARAM]: edit }} className={styles.action}>
        {address ? '修改' : '设置'}
      </AppLink>
      {address ? <DeleteButton address={address} /> : null}
    </span>
  </li>
);

/** Home and work (one each) and any other addresses; common-address and address-list both show this. */
export const AddressesScreen = ({ listPath }: { listPath: string }) => {
  const list = useAddressList();
  if (list.isError && !list.data) return <main className={styles.page}><ErrorState onRetry={() => void list.refetch()} /></main>;
  if (!list.data) return <main className={styles.page}><SkeletonList label="常用地址加载中" /></main>;

  const edit = getQueryParam(EDIT_PARAM);
  const target = edit ? findEditTarget(edit, list.data) : null;
  if (target) {
    return (
      <main className={styles.page}>
        <AddressEditor key={edit} type={target.type} address={target.address} listPath={listPath} />
      </main>
    );
  }

  const { home, work, others, limit } = list.data;
  const count = (home ? 1 : 0) + (work ? 1 : 0) + others.length;
  return (
    <main className={styles.page}>
      <ul className={styles.list}>
        <AddressRow label={addressTypeLabels.home} address={home} edit="home" listPath={listPath} emptyText="设置家的地址" />
        <AddressRow label={addressTypeLabels.work} address={work} edit="work" listPath={listPath} emptyText="设置公司的地址" />
      </ul>
      <h2 className={styles.heading}>其他地址</h2>
      {others.length === 0 ? <p className={styles.empty}>还没有其他常用地址</p> : null}
      <ul className={styles.list}>
        {others.map((address) => (
          <AddressRow key={address.addressId} label={addressTypeLabels.other} address={address} edit={address.addressId} listPath={listPath} emptyText="" />
        ))}
      </ul>
      {count < limit ? (
        <AppLink to={listPath} query={{ [EDIT_PARAM]: 'new' }} className={styles.addButton}>
          添加地址
        </AppLink>
      ) : (
        <p className={styles.empty}>最多保存 {limit} 个常用地址，请删除不用的地址后再添加。</p>
      )}
    </main>
  );
};
