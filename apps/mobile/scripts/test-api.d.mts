export declare function freePort(): Promise<number>;
export interface TestApi {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}
export declare function startTestApi(options: {
  port: number;
  publicUrl: string;
  trustedOrigins?: readonly string[];
  logFile: string;
}): Promise<TestApi>;
