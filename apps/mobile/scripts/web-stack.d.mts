export interface WebStack {
  /** The page's origin (the web export, with /api and /media passed to the API). */
  url: string;
  apiUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}
export declare function startWebStack(options: { logFile: string }): Promise<WebStack>;
