export declare const HOME_KITCHEN: import("../types.ts").ProductSeed[];
