export interface ReviewSeed {
    author: string;
    rating: number;
    comment: string;
    createdAt: Date;
}
export declare function reviewsFor(seed: number, count: number, since: Date, until: Date): ReviewSeed[];
