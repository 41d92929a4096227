import type { AddressListData } from '@udian/contracts/endpoints/addresses/address-list';
import type { Address } from '@udian/contracts/schemas/accounts';
import { Button, List, SwipeAction } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { confirm } from '../../app/dialogs';
import { navigateTo } from '../../app/navigation';
import { getHref } from '../../app/paths';
import { getQueryParam } from '../../app/query-params';
import { toast } from '../../app/toast';
import { AppLink } from '../../components/app-link';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { useAddressDelete } from './api/address-delete';
import { useAddressList } from '../../api/queries/address-list';
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

type RowProps = { label: string; address: Address | null; edit: string; listPath: string; emptyText: string };

/** One address: tap to change it, swipe left to delete it (after a confirmation). */
const AddressRow = ({ label, address, edit, listPath, emptyText }: RowProps) => {
  const remove = useAddressDelete();
  const onDelete = async () => {
    if (!address || !(await confirm('删除地址', `确定删除“${address.name}”吗？`, '删除'))) return;
    remove.mutate(address.addressId, { onSuccess: () => toast.success('已删除') });
  };
  const row = (
    <List.Item
      prefix={<span className={styles.badge}>{label}</span>}
      description={address?.address ? <span className={styles.ellipsis} title={address.address}>{address.address}</span> : undefined}
      extra={
        // The row opens the editor too: the link's own tap must not open it a second time.
        <span onClick={(event) => event.stopPropagation()}>
          <AppLink to={listPath} query={{ [EDIT_PARAM]: edit }} className={styles.action}>
            {address ? '修改' : '设置'}
          </AppLink>
        </span>
      }
      arrowIcon={false}
      onClick={() => navigateTo(getHref(listPath, { [EDIT_PARAM]: edit }))}
    >
      <span className={`${styles.ellipsis} ${address ? styles.name : styles.emptyName}`} title={address?.name ?? emptyText}>
        {address?.name ?? emptyText}
      </span>
    </List.Item>
  );
  return (
    <div role="listitem" aria-label={label} data-address-id={address?.addressId}>
      {address ? (
        <SwipeAction rightActions={[{ key: 'delete', text: '删除', color: 'danger', onClick: () => void onDelete() }]}>{row}</SwipeAction>
      ) : (
        row
      )}
    </div>
  );
};

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
      <div role="list" aria-label="家和公司">
        <List className={styles.list}>
          <AddressRow label={addressTypeLabels.home} address={home} edit="home" listPath={listPath} emptyText="设置家的地址" />
          <AddressRow label={addressTypeLabels.work} address={work} edit="work" listPath={listPath} emptyText="设置公司的地址" />
        </List>
      </div>
      <h2 className={styles.heading}>其他地址</h2>
      {others.length === 0 ? <p className={styles.empty}>还没有其他常用地址</p> : null}
      {others.length > 0 ? (
        <div role="list" aria-label="其他地址">
          <List className={styles.list}>
            {others.map((address) => (
              <AddressRow key={address.addressId} label={addressTypeLabels.other} address={address} edit={address.addressId} listPath={listPath} emptyText="" />
            ))}
          </List>
        </div>
      ) : null}
      {others.length > 0 || home || work ? <p className={styles.hint}>向左滑动地址可删除</p> : null}
      {count < limit ? (
        <Button block color="primary" size="large" className={styles.addButton} onClick={() => navigateTo(getHref(listPath, { [EDIT_PARAM]: 'new' }))}>
          <AddOutline /> 添加地址
        </Button>
      ) : (
        <p className={styles.empty}>最多保存 {limit} 个常用地址，请删除不用的地址后再添加。</p>
      )}
    </main>
  );
};
