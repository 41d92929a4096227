import { SUGGESTION_PHOTO_LIMIT, SUGGESTION_PHOTO_TYPES, suggestionPhotoProblem } from '@udian/contracts/feedback-rules';
import { AddOutline, CloseOutline } from 'antd-mobile-icons';
import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { toast } from '../../app/toast';
import styles from './suggestions.module.css';

export type ChosenPhoto = { key: string; file: File; previewUrl: string };

type Props = { photos: readonly ChosenPhoto[]; onChange: (photos: ChosenPhoto[]) => void; error?: string };

let nextKey = 0;

/**
 * 上传图片: up to three photos, each checked for its kind and size by feedback-rules.ts as soon as it is chosen
 * (the server reads the bytes again). Chosen ones show as tiles with 删除; the add tile is a label of the
 * visually hidden file input, so it is one control for the keyboard and a screen reader.
 */
export const PhotoPicker = ({ photos, onChange, error }: Props) => {
  const id = useId();
  const shown = useRef(photos);
  shown.current = photos;
  // The previews live in memory until the page goes.
  useEffect(() => () => shown.current.forEach((photo) => URL.revokeObjectURL(photo.previewUrl)), []);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const room = SUGGESTION_PHOTO_LIMIT - photos.length;
    if (files.length > room) toast.info(`最多上传 ${SUGGESTION_PHOTO_LIMIT} 张图片`);
    const added: ChosenPhoto[] = [];
    for (const file of files.slice(0, room)) {
      const problem = suggestionPhotoProblem({ type: file.type, size: file.size });
      if (problem) {
        toast.fail(problem);
        continue;
      }
      nextKey += 1;
      added.push({ key: `photo-${nextKey}`, file, previewUrl: URL.createObjectURL(file) });
    }
    if (added.length > 0) onChange([...photos, ...added]);
  };

  const remove = (photo: ChosenPhoto) => {
    URL.revokeObjectURL(photo.previewUrl);
    onChange(photos.filter((p) => p.key !== photo.key));
  };

  return (
    <>
      <ul className={styles.photos} aria-label="已选图片">
        {photos.map((photo, i) => (
          <li key={photo.key} className={styles.tile}>
            <img className={styles.tileImage} src={photo.previewUrl} alt={`第 ${i + 1} 张图片`} />
            <button type="button" className={styles.remove} aria-label={`删除第 ${i + 1} 张图片`} onClick={() => remove(photo)}>
              <CloseOutline aria-hidden="true" />
            </button>
          </li>
        ))}
        {photos.length < SUGGESTION_PHOTO_LIMIT ? (
          <li>
            <input id={`${id}-file`} className={styles.fileInput} type="file" accept={SUGGESTION_PHOTO_TYPES.join(',')} multiple onChange={onPick} />
            <label htmlFor={`${id}-file`} className={styles.addTile}>
              <AddOutline className={styles.addIcon} aria-hidden="true" />
              添加图片
            </label>
          </li>
        ) : null}
      </ul>
      <p className={styles.hint}>
        {/* The formats' names are names, as a translator would leave them (translate="no"). */}
        选填，最多 {SUGGESTION_PHOTO_LIMIT} 张，支持 <span translate="no">JPG、PNG、WebP</span>，每张不超过 5 MB；图片中的拍摄地点等信息会在上传后自动清除。
      </p>
      {error ? <p className={styles.error}>{error}</p> : null}
    </>
  );
};
