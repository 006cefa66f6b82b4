export interface WebStack {
  /** The page's origin (the web export, with /api and /media passed to the API). */
  url: string;
  apiUrl: string;
  /** The website's origin, when it was asked for. */
  websiteUrl: string | undefined;
  dataDir: string;
  stop(): Promise<void>;
}
export declare function startWebStack(options: { logFile: string; website?: boolean }): Promise<WebStack>;
