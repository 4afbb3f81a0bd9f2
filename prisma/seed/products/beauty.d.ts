export declare const BEAUTY: import("../types.ts").ProductSeed[];
