import { Suspense, lazy } from 'react';
import { PlainNotFound } from './not-found-plain';

// The router imports this page statically (it is in the first load): the antd-mobile screen is a chunk of its
// own, and the plain one stands in when that chunk cannot arrive.
const NotFoundScreen = lazy(() =>
  import('./not-found-screen').then(
    (module) => ({ default: module.NotFoundScreen }),
    () => ({ default: PlainNotFound }),
  ),
);

export const NotFoundPage = () => (
  <Suspense fallback={null}>
    <NotFoundScreen />
  </Suspense>
);
