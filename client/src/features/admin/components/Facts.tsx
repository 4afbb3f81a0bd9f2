// A panel's facts as a definition list: a term and its value each ("Paid" → Rs 50,000).
import type { ReactNode } from "react";

export interface Fact {
  term: string;
  value: ReactNode;
  /** The value's class, e.g. "admin-sku". */
  className?: string;
}

export function Facts({ facts, className = "admin-facts" }: { facts: Fact[]; className?: string }) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.term}>
          <dt>{fact.term}</dt>
          <dd className={fact.className}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
