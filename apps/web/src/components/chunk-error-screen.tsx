import { StatusScreen, statusActionClass } from './status-screen';

export const CHUNK_ERROR_TEXT = '页面加载失败，请检查网络后重试';

type ChunkErrorScreenProps = {
  message?: string;
  /** Reloading fetches the current build's chunks again (an old chunk may be gone after a deploy). */
  onRetry?: () => void;
};

const reload = () => window.location.reload();

/** Shown when a page's code did not arrive. */
export const ChunkErrorScreen = ({ message = CHUNK_ERROR_TEXT, onRetry = reload }: ChunkErrorScreenProps) => (
  <StatusScreen
    title={message}
    action={
      <button type="button" className={statusActionClass} onClick={onRetry}>
        重试
      </button>
    }
  />
);
