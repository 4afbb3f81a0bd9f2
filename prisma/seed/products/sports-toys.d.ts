export declare const SPORTS_TOYS: import("../types.ts").ProductSeed[];
