/** SPEC section 9: the environment follows the page's domain. */
export type Environment = 'local' | 'dev' | 'qa' | 'production';

const localHosts = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

export const getEnvironment = (hostname: string, productionHosts: readonly string[] = []): Environment => {
  const host = hostname.toLowerCase();
  if (localHosts.has(host)) return 'local';
  if (productionHosts.some((productionHost) => productionHost.toLowerCase() === host)) return 'production';
  const labels = host.split('.');
  if (labels.some((label) => label.startsWith('dev'))) return 'dev';
  if (labels.some((label) => label.startsWith('qa') || label.startsWith('test'))) return 'qa';
  return 'production';
};

/** The debug console helps testers on phones; passengers (production) and developers (localhost) do not need it. */
export const isDebugConsoleEnabled = (environment: Environment): boolean =>
  environment !== 'production' && environment !== 'local';
