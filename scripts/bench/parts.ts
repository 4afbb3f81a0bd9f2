// The bench's parts and `--only`: `npm run bench -- --only lighthouse` (or `--only=http,client`) runs those alone.
export const PARTS = ["http", "scale", "client", "lighthouse"] as const;
export type Part = (typeof PARTS)[number];

export function parseParts(args: string[]): Part[] {
  const only = args.flatMap((arg, index) =>
    arg.startsWith("--only=") ? [arg.slice(7)] : arg === "--only" ? [args[index + 1] ?? ""] : [],
  );
  if (only.length === 0) return [...PARTS];
  const parts = only.flatMap((list) => list.split(",")).filter(Boolean);
  if (parts.length === 0) throw new Error(`--only needs one or more of ${PARTS.join(", ")}`);
  for (const part of parts)
    if (!PARTS.includes(part as Part)) throw new Error(`--only ${part}: not one of ${PARTS.join(", ")}`);
  return parts as Part[];
}
