export declare const webDir: string;
export declare const repositoryRoot: string;
export declare const nextBin: string;
export declare const webServer: string;
export declare function reasonToBuild(): string | null;
