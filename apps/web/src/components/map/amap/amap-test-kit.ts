/**
 * For unit tests: the stand-in AMap script the end-to-end tests load (scripts/fake-amap.js), evaluated in
 * jsdom, so the adapter's tests and the end-to-end tests run against the same stand-in.
 */
import fakeAmapSource from '../../../../../../scripts/fake-amap.js?raw';
import type { AmapNamespace } from './amap-types';

type AmapWindow = Window & { AMap?: AmapNamespace };

export const installFakeAmap = (): AmapNamespace => {
  new Function(fakeAmapSource)();
  const amap = (window as AmapWindow).AMap;
  if (!amap) throw new Error('the stand-in AMap did not install');
  return amap;
};

export const removeFakeAmap = (): void => {
  delete (window as AmapWindow).AMap;
};
