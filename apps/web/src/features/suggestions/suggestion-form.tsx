import {
  checkSuggestion,
  SUGGESTION_CATEGORIES,
  SUGGESTION_CONTENT_MAX,
  suggestionCategoryLabels,
  type SuggestionField,
} from '@udian/contracts/feedback-rules';
import { textLength } from '@udian/contracts/account-rules';
import { useId, useState, type FormEvent } from 'react';
import { ApiFailure } from '../../api/query-result';
import { pageStyles } from '../../components/page/page';
import { navigateTo } from '../../app/navigation';
import { getHref } from '../../app/paths';
import { SUGGESTION_PATH } from '../../app/page-paths';
import { OFFLINE_TEXT, toast } from '../../app/toast';
import { useSubmitSuggestion } from './api/suggestions';
import { PhotoPicker, type ChosenPhoto } from './photo-picker';
import { readPhotoAsDataUrl } from './read-photo';
import styles from './suggestions.module.css';

type Fields = { category: string | null; content: string; contactPhone: string; photos: ChosenPhoto[] };

const refusalOf = (error: unknown): string => (error instanceof ApiFailure && !error.isTransport ? error.message : OFFLINE_TEXT);

/**
 * 我要反馈: the category, the text, up to three photos and an optional phone, checked by feedback-rules.ts as the
 * server checks them; the photos travel as base64 in the JSON body (decision 057). Once sent, the submission's
 * own view replaces the form.
 */
export const SuggestionForm = ({ userId }: { userId: string }) => {
  const id = useId();
  const [fields, setFields] = useState<Fields>({ category: null, content: '', contactPhone: '', photos: [] });
  const [errors, setErrors] = useState<Partial<Record<SuggestionField, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isReading, setIsReading] = useState(false);
  const send = useSubmitSuggestion(userId);
  const isBusy = isReading || send.isPending;

  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => {
    setFields((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
    setRefusal(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    const found = checkSuggestion({ ...fields, photos: fields.photos.map(({ file }) => ({ type: file.type, size: file.size })) });
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) {
      toast.fail(first);
      return;
    }
    setRefusal(null);
    setIsReading(true);
    let photos: { data: string }[];
    try {
      photos = await Promise.all(fields.photos.map(async ({ file }) => ({ data: await readPhotoAsDataUrl(file) })));
    } catch {
      setRefusal('读取图片失败，请重新选择图片');
      return;
    } finally {
      setIsReading(false);
    }
    send.mutateAsync({ category: fields.category!, content: fields.content.trim(), contactPhone: fields.contactPhone.trim(), photos }).then(
      (suggestion) => {
        toast.success('提交成功，感谢您的反馈');
        navigateTo(getHref(SUGGESTION_PATH, { suggestionId: suggestion.suggestionId }), { isReplace: true });
      },
      (error: unknown) => setRefusal(refusalOf(error)),
    );
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="投诉建议">
      <section className={styles.card} aria-labelledby={`${id}-category`}>
        <h2 id={`${id}-category`} className={styles.cardTitle}>
          问题类型<span className={styles.required} aria-hidden="true">*</span>
        </h2>
        <div className={styles.chips} role="group" aria-labelledby={`${id}-category`}>
          {SUGGESTION_CATEGORIES.map((category) => (
            <button
              key={category}
              type="button"
              className={`${styles.chip} ${fields.category === category ? styles.chipOn : ''}`}
              aria-pressed={fields.category === category}
              onClick={() => set('category', category)}
            >
              {suggestionCategoryLabels[category]}
            </button>
          ))}
        </div>
        {errors.category ? <p className={styles.error}>{errors.category}</p> : null}
      </section>

      <section className={styles.card} aria-label="问题描述">
        <label htmlFor={`${id}-content`} className={styles.cardTitle}>
          问题描述<span className={styles.required} aria-hidden="true">*</span>
        </label>
        <textarea
          id={`${id}-content`}
          className={styles.textarea}
          rows={5}
          maxLength={SUGGESTION_CONTENT_MAX}
          placeholder="请描述时间、线路、站点和经过（至少 10 个字），以便我们尽快核实处理"
          value={fields.content}
          onChange={(event) => set('content', event.target.value)}
        />
        <p className={styles.count}>
          {textLength(fields.content.trim())}/{SUGGESTION_CONTENT_MAX}
        </p>
        {errors.content ? <p className={styles.error}>{errors.content}</p> : null}
      </section>

      <section className={styles.card} aria-labelledby={`${id}-photos`}>
        <h2 id={`${id}-photos`} className={styles.cardTitle}>
          上传图片<span className={styles.optional}>选填</span>
        </h2>
        <PhotoPicker photos={fields.photos} onChange={(photos) => set('photos', photos)} error={errors.photos} />
      </section>

      <section className={styles.card} aria-label="联系电话">
        <label htmlFor={`${id}-phone`} className={styles.cardTitle}>
          联系电话<span className={styles.optional}>选填</span>
        </label>
        <input
          id={`${id}-phone`}
          className={styles.input}
          value={fields.contactPhone}
          placeholder="需要客服回电时请填写手机号码"
          maxLength={11}
          inputMode="tel"
          autoComplete="tel"
          onChange={(event) => set('contactPhone', event.target.value.replace(/\D/g, ''))}
        />
        {errors.contactPhone ? <p className={styles.error}>{errors.contactPhone}</p> : null}
      </section>

      {refusal ? (
        <p className={styles.refusal} role="alert">
          {refusal}
        </p>
      ) : null}
      <button type="submit" className={`${pageStyles.primaryButton} ${styles.submit}`} disabled={isBusy}>
        {isBusy ? '正在提交…' : '提交'}
      </button>
    </form>
  );
};
