/** The app version, when the build defines it; the request helper falls back to 0.1.0. */
declare const __APP_VERSION__: string | undefined;
