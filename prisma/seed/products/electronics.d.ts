export declare const ELECTRONICS: import("../types.ts").ProductSeed[];
