/** A seller's figures side by side, each a label over its value: the seller's page and the family page. */
export function SellerStats({ stats }: { stats: readonly (readonly [label: string, value: string])[] }) {
  return (
    <dl className="seller-stats">
      {stats.map(([label, value]) => (
        <div className="stat" key={label}>
          <dt className="stat__label">{label}</dt>
          <dd className="stat__value">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
