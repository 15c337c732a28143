/**
 * Tabs of a list, one per status, kept in the URL as links (?activeTab=…):
 * the approval screens' Waiting Approval / Approved / Rejected / Draft.
 */
export function StatusTabs<S extends string>({ label, tabs, active, labels, onChoose }: { label: string; tabs: readonly S[]; active: S; labels: Record<S, string>; onChoose: (status: S) => void }) {
  return (
    <nav className="tab-links" aria-label={label}>
      <ul>
        {tabs.map((status) => (
          <li key={status}>
            <a
              href={`?activeTab=${status}`}
              aria-current={status === active ? 'page' : undefined}
              onClick={(event) => {
                event.preventDefault();
                onChoose(status);
              }}
            >
              {labels[status]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
