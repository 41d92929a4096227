import { Suspense, lazy, type ComponentType } from 'react';
import styles from './home-page.module.css';

type IconProps = { className?: string };
type IconName = 'SwapIcon' | 'CaretIcon' | 'MoreIcon' | 'NoticeIcon';

const iconsChunk = () => import('./home-icons');

const lazyIcon = (name: IconName) =>
  lazy(async (): Promise<{ default: ComponentType<IconProps> }> => ({ default: (await iconsChunk())[name] }));

const icons: Record<IconName, ComponentType<IconProps>> = {
  SwapIcon: lazyIcon('SwapIcon'),
  CaretIcon: lazyIcon('CaretIcon'),
  MoreIcon: lazyIcon('MoreIcon'),
  NoticeIcon: lazyIcon('NoticeIcon'),
};

/** An icon of home-icons.tsx; an empty box of the icon's size holds its place until the chunk arrives. */
export const HomeIcon = ({ name, className = '' }: { name: IconName; className?: string }) => {
  const Icon = icons[name];
  return (
    <span className={`${styles.iconBox} ${className}`} aria-hidden="true">
      <Suspense fallback={null}>
        <Icon />
      </Suspense>
    </span>
  );
};
