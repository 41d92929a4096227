import { Suspense, lazy } from 'react';
import { PlainNotFound } from './not-found-plain';

// The router imports this page statically (it is in the first load): the antd-mobile screen is a chunk of its
// own. The plain screen, with the same words, shows until that chunk arrives, and for good if it cannot.
const NotFoundScreen = lazy(() =>
  import('./not-found-screen').then(
    (module) => ({ default: module.NotFoundScreen }),
    () => ({ default: PlainNotFound }),
  ),
);

export const NotFoundPage = () => (
  <Suspense fallback={<PlainNotFound />}>
    <NotFoundScreen />
  </Suspense>
);
