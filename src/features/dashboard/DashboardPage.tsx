import { GUARDS } from '../../../domain/access';
import { accessSubject } from '../../../domain/session';
import { useCurrentSession } from '../../app/session-context';
import { StatsCards } from '../../ui/StatsCards';
import { BirthdayList } from './BirthdayList';

/** The landing screen: a greeting, this week's birthdays and, for those who work listings, the top listings. */
export default function DashboardPage() {
  const session = useCurrentSession();
  const subject = accessSubject(session);
  return (
    <div className="page">
      <h1 className="page-title">Hello, {session.nickName}</h1>
      <p className="page-subtitle">Here is what is happening this week.</p>
      <BirthdayList />
      {GUARDS.listingViewer(subject) && <StatsCards isHQ={GUARDS.hq(subject)} />}
    </div>
  );
}
