export declare const MORE_ELECTRONICS: import("../types.ts").ProductSeed[];
