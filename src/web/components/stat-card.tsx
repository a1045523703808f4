/** One figure on a dashboard: its label above, the value large. */
export function StatCard({ label, value }: { label: string; value: string }) {
  return (
    <div className="card stat">
      <span className="stat__label">{label}</span>
      <span className="stat__value">{value}</span>
    </div>
  );
}
