// Types of compressor.js, which stays JavaScript to run in worker threads.
export declare const zopfliIterations: number;
export declare function gzip(body: Buffer): Promise<Buffer>;
export declare function brotli(body: Buffer): Buffer;
export declare function compressFile(file: string): Promise<{file: string; raw: number; gzip: number; brotli: number}>;
export declare const blockSplittingFrom: number;
