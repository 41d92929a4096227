/** The tabs of my-custom (and my-custom/index_copy), in the URL as `?tab=` so that Back keeps the tab. */

export type MyCustomTab = 'demand' | 'assemble';

export const MY_CUSTOM_TABS: ReadonlyArray<{ key: MyCustomTab; label: string }> = [
  { key: 'demand', label: '我的需求' },
  // The deep link lineAssemble opens this one (app/deep-links.ts).
  { key: 'assemble', label: '我的众筹' },
];

/** A tab from the query; anything else (absent, mistyped) is the first tab. */
export const parseMyCustomTab = (value: string | null): MyCustomTab =>
  MY_CUSTOM_TABS.find((tab) => tab.key === value)?.key ?? 'demand';
