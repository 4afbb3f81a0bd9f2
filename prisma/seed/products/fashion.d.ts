export declare const FASHION: import("../types.ts").ProductSeed[];
