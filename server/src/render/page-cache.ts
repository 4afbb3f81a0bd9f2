// The rendered pages the server keeps, in two buckets, so that pages nobody else asks for cannot push out the
// pages shoppers share. A flood of one-off pages (/products?search=<random>: each a page of its own) would
// otherwise fill a single least-recently-used cache and evict home, the listings and the products everyone asks
// for, each then rendered again (30–50 ms). A new page is kept on trial, in a small bucket (a tenth of the pages);
// it joins the main bucket once a client at another address asks for it. One client asking twice promotes
// nothing: a kept page costs it nothing to ask for again, so asking cannot be what earns a place. The flood then
// only turns the trial bucket over, while every page two shoppers have wanted stays where it was.
import { AnswerCache, MAX_BYTES, type Encoding, type Entry } from "../modules/catalog/response-cache.ts";

/** A page on trial remembers who asked for it first. */
interface TrialEntry extends Entry {
  firstClient: string;
}

/** The trial bucket's share of the pages, and of the bytes. */
const TRIAL_SHARE = 0.1;

export class PageCache {
  private readonly trial: AnswerCache<TrialEntry>;
  private readonly shared: AnswerCache;
  /** False when the cache is too small for a main bucket (PAGE_CACHE_SIZE 1): pages stay on trial. */
  private readonly promotes: boolean;

  /** `size`: every page kept, both buckets together (PAGE_CACHE_SIZE). */
  constructor(size: number) {
    const onTrial = size === 0 ? 0 : Math.max(1, Math.ceil(size * TRIAL_SHARE));
    this.trial = new AnswerCache<TrialEntry>(onTrial, MAX_BYTES * TRIAL_SHARE);
    this.shared = new AnswerCache(size - onTrial, MAX_BYTES * (1 - TRIAL_SHARE));
    this.promotes = size - onTrial > 0;
  }

  /** The page kept under `key` for this catalogue version, for `client` (its address). */
  get(key: string, version: number, client: string): Entry | undefined {
    const shared = this.shared.get(key, version);
    if (shared) return shared;
    const trial = this.trial.get(key, version);
    if (trial && this.promotes && trial.firstClient !== client) {
      this.trial.delete(key);
      this.shared.set(key, trial);
    }
    return trial;
  }

  /** Keeps a page `client` made the server render: on trial. */
  set(key: string, entry: Entry, client: string): Entry {
    const kept: TrialEntry = { ...entry, firstClient: client };
    this.trial.set(key, kept);
    return kept;
  }

  /** The entry's copy in an encoding, made once, and counted by the bucket that holds the entry. */
  compressed(entry: Entry, encoding: Encoding): Buffer {
    const bucket = this.trial.holds(entry as TrialEntry) ? this.trial : this.shared;
    return bucket.compressed(entry as TrialEntry, encoding);
  }

  /** How many pages each bucket holds. */
  get sizes(): { trial: number; shared: number } {
    return { trial: this.trial.size, shared: this.shared.size };
  }
}
