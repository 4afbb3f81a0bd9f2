export declare const HOME_IMPROVEMENT: import("../types.ts").ProductSeed[];
