import { useEffect, useRef } from 'react';
import type { Birthday } from '../../../domain/entities/employee';
import { useBirthdays } from '../../api/employees/get-birthdays';
import { formatDayMonth } from '../../../domain/format';
import { EmptyState, QueryError, QueryPending } from '../../ui/QueryState';
import { useHash } from '../../ui/use-hash';

/** The anchor the birthday-reminder notification leads to (§2). */
export const BIRTHDAY_LIST_ID = 'birthday-list';

function BirthdayTable({ birthdays }: { birthdays: Birthday[] }) {
  return (
    <table className="simple-table">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Office</th>
          <th scope="col">Date</th>
        </tr>
      </thead>
      <tbody>
        {birthdays.map((b) => (
          <tr key={b.userId}>
            <td>{b.name}</td>
            <td>{b.officeName ?? '-'}</td>
            <td>{formatDayMonth(b.birthDate)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function BirthdayContent() {
  const query = useBirthdays();
  if (query.isPending) return <QueryPending label="Loading birthdays" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState />;
  return <BirthdayTable birthdays={query.data} />;
}

/** 'Birthdays This Week', scrolled into view when the URL says #birthday-list. */
export function BirthdayList() {
  const section = useRef<HTMLElement>(null);
  const isTarget = useHash() === `#${BIRTHDAY_LIST_ID}`;

  useEffect(() => {
    if (!isTarget) return;
    section.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    section.current?.focus({ preventScroll: true });
  }, [isTarget]);

  return (
    <section id={BIRTHDAY_LIST_ID} ref={section} tabIndex={-1} aria-labelledby="birthday-list-title" className="card">
      <h2 id="birthday-list-title" className="card-title">
        <i className="pi pi-gift" aria-hidden="true" /> Birthdays This Week
      </h2>
      <BirthdayContent />
    </section>
  );
}
