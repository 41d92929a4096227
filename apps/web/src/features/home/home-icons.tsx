/**
 * The home page's icons, in a chunk of their own: antd-mobile-icons' paths cost about 0.6 KB gzip each, more
 * than the home route's first load can spare (docs/decisions/012-first-load-budget.md). home-page.tsx requests
 * this chunk as it loads and keeps each icon's 1em box empty until it arrives.
 */
export { ArrowsAltOutline as SwapIcon, DownFill as CaretIcon, RightOutline as MoreIcon, SoundOutline as NoticeIcon } from 'antd-mobile-icons';
