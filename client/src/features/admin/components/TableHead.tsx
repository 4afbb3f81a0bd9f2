// A fixed table's column headers; amounts and counts line up on the right.
export function TableHead({ headers, numeric = [] }: { headers: string[]; numeric?: string[] }) {
  return (
    <thead>
      <tr>
        {headers.map((header) => (
          <th key={header} scope="col" className={numeric.includes(header) ? "numeric" : undefined}>
            {header}
          </th>
        ))}
      </tr>
    </thead>
  );
}
