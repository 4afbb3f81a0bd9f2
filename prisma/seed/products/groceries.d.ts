export declare const GROCERIES: import("../types.ts").ProductSeed[];
