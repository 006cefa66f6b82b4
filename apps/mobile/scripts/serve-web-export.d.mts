export interface WebExportServer {
  url: string;
  close(): Promise<void>;
}
export declare function serveWebExport(options: {
  dir: string;
  apiUrl: string;
  port?: number;
}): Promise<WebExportServer>;
