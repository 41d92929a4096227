import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { BrowserHistory } from './browser-history';
import { AppRouter } from './router';

type AppProps = { history: BrowserHistory; queryClient: QueryClient };

export const App = ({ history, queryClient }: AppProps) => (
  <QueryClientProvider client={queryClient}>
    <AppRouter history={history} />
  </QueryClientProvider>
);
