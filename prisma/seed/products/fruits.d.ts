export declare const FRUITS: import("../types.ts").ProductSeed[];
