/** skywalking-client-js 1.1 ships no declarations (its `types` points at a missing file): the part we use. */
declare module 'skywalking-client-js' {
  export type SkyWalkingOptions = {
    collector: string;
    service: string;
    serviceVersion: string;
    pagePath: string;
    enableSPA?: boolean;
    useFmp?: boolean;
    useWebVitals?: boolean;
    jsErrors?: boolean;
    apiErrors?: boolean;
    resourceErrors?: boolean;
    autoTracePerf?: boolean;
    traceSDKInternal?: boolean;
    detailMode?: boolean;
    noTraceOrigins?: (string | RegExp)[];
    traceTimeInterval?: number;
  };
  const ClientMonitor: {
    register: (options: SkyWalkingOptions) => void;
    setPerformance: (options: SkyWalkingOptions) => void;
  };
  export default ClientMonitor;
}
