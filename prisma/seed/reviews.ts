// Deterministic shopper reviews: the same catalogue seeds the same reviews on every machine.

export interface ReviewSeed {
  author: string;
  rating: number;
  comment: string;
  createdAt: Date;
}

const AUTHORS = [
  "Aarati Shrestha",
  "Bikash Thapa",
  "Sujata Gurung",
  "Rohan Maharjan",
  "Anjali Rai",
  "Prakash Adhikari",
  "Nisha Tamang",
  "Suman K.C.",
  "Pooja Karki",
  "Dipesh Shakya",
  "Sarita Magar",
  "Kiran Bhandari",
  "Manisha Limbu",
  "Rajesh Poudel",
  "Asmita Bajracharya",
  "Sandeep Lama",
  "Rekha Chaudhary",
  "Ujjwal Joshi",
];

const COMMENTS: Record<number, string[]> = {
  5: [
    "Excellent quality, exactly as described. Delivered to Lalitpur in two days.",
    "Worth every rupee. I would happily buy again.",
    "Genuine product and well packed. Very happy with it.",
    "My family loves it. Fast delivery even during Dashain rush.",
  ],
  4: [
    "Good value for the price. Packaging could be better.",
    "Works well so far. Delivery took a day longer than expected.",
    "Nice product, quality is good. Would recommend.",
  ],
  3: ["Average. It does the job, but I expected a little more.", "Okay for the price. Nothing special."],
  2: ["Not as good as the pictures. Customer support helped me though."],
  1: ["Did not meet my expectations. Returned it within the return period."],
};

/** Most shoppers who review are happy ones; a few are not. */
const RATING_CYCLE = [5, 4, 5, 5, 3, 4, 5, 2, 4, 5, 1, 4];

export function reviewsFor(seed: number, count: number, since: Date, until: Date): ReviewSeed[] {
  const span = Math.max(1, Math.floor((until.getTime() - since.getTime()) / 86_400_000));
  return Array.from({ length: count }, (_, index) => {
    const rating = RATING_CYCLE[(seed + index * 5) % RATING_CYCLE.length]!;
    const comments = COMMENTS[rating]!;
    return {
      author: AUTHORS[(seed + index * 7) % AUTHORS.length]!,
      rating,
      comment: comments[(seed + index) % comments.length]!,
      createdAt: new Date(since.getTime() + (((seed >>> 3) + index * 23) % span) * 86_400_000),
    };
  });
}
