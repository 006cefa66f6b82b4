export interface BenchResult {
  name: string;
  baselineName: string;
  baselineMs: number;
  ms: number;
  ratio: number;
  detail?: string;
}
