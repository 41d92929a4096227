import { useId, useState, type FormEvent } from 'react';
import { TRANSIT_CARD_SCHEMES, transitCardProblem, transitCardSchemes, type TransitCardScheme } from '@udian/contracts/transit-card-rules';
import { goBack } from '../../app/navigation';
import { TRAFFIC_CARD_PATH } from '../../app/page-paths';
import { getHref } from '../../app/paths';
import { toast } from '../../app/toast';
import { ApiFailure } from '../../api/query-result';
import { Page, pageStyles } from '../../components/page/page';
import { RequireLogin } from '../../components/require-login';
import fieldStyles from '../../components/form-fields.module.css';
import { useBindTransitCard } from './api/transit-card-mutations';
import { TransitCardFacts } from './transit-card-facts';
import styles from './transit-cards.module.css';

/** What is checked for each scheme, said honestly: a check digit only where the card prints one. */
const checkNotes: Readonly<Record<TransitCardScheme, string>> = {
  shenzhenTong: '填写括号内的校验位时会核对；只填前面的数字也可以。',
  tUnion: '只核对位数：交通联合卡号没有公开的校验规则。',
  lingnanTong: '只核对位数：岭南通卡号没有公开的校验规则。',
  other: '只核对位数：各地交通卡号没有统一公开的校验规则。',
};

const BindForm = () => {
  const id = useId();
  const [scheme, setScheme] = useState<TransitCardScheme>('shenzhenTong');
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const bind = useBindTransitCard();
  const info = transitCardSchemes[scheme];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = transitCardProblem(scheme, number);
    setError(problem);
    if (problem || bind.isPending) return;
    bind.mutate(
      { scheme, number },
      {
        onSuccess: ({ card }) => {
          toast.success(`${card.schemeLabel}（尾号 ${card.tail}）已绑定`);
          goBack(getHref(TRAFFIC_CARD_PATH));
        },
        onError: (failure) => setError(failure instanceof ApiFailure && !failure.isTransport ? failure.message : null),
      },
    );
  };

  return (
    <form className={styles.form} aria-label="绑定交通卡" onSubmit={onSubmit} noValidate>
      <fieldset className={styles.schemes}>
        <legend className={styles.legend}>卡种</legend>
        {TRANSIT_CARD_SCHEMES.map((key) => (
          <label key={key} className={`${styles.schemeOption} ${key === scheme ? styles.schemeChosen : ''}`}>
            <input
              type="radio"
              name={`${id}-scheme`}
              className={styles.schemeInput}
              value={key}
              checked={key === scheme}
              onChange={() => {
                setScheme(key);
                setError(null);
              }}
            />
            {transitCardSchemes[key].label}
          </label>
        ))}
      </fieldset>
      <label className={fieldStyles.field} htmlFor={`${id}-number`}>
        <span className={fieldStyles.label}>卡号</span>
        <input
          id={`${id}-number`}
          className={fieldStyles.input}
          inputMode={scheme === 'shenzhenTong' ? 'text' : 'numeric'}
          autoComplete="off"
          placeholder={`请输入${info.label}卡号`}
          value={number}
          maxLength={info.maxInput}
          aria-describedby={`${id}-hint`}
          aria-invalid={error !== null}
          onChange={(event) => setNumber(event.target.value)}
        />
      </label>
      {error ? (
        <p className={fieldStyles.error} role="alert">
          {error}
        </p>
      ) : null}
      <p id={`${id}-hint`} className={styles.hint}>
        {info.hint}。{checkNotes[scheme]}
      </p>
      <button type="submit" className={pageStyles.primaryButton} disabled={bind.isPending}>
        {bind.isPending ? '绑定中…' : '确认绑定'}
      </button>
    </form>
  );
};

/** common/traffic-card/add: bind a city transit card by its scheme and the number on its face. */
export const TrafficCardAddPage = () => (
  <RequireLogin>
    <Page>
      <BindForm />
      <TransitCardFacts />
    </Page>
  </RequireLogin>
);
