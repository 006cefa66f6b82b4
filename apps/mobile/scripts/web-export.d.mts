export declare const mobileDir: string;
export declare const repositoryRoot: string;
export declare const distDir: string;
export declare function reasonToExport(): string | null;
export declare function exportWeb(options?: { clear?: boolean }): number;
