import { useCurrentSession } from '../../app/session-context';
import { BirthdayList } from './BirthdayList';

/** The landing screen: a greeting and this week's birthdays. */
export default function DashboardPage() {
  const session = useCurrentSession();
  return (
    <div className="page">
      <h1 className="page-title">Hello, {session.nickName}</h1>
      <p className="page-subtitle">Here is what is happening this week.</p>
      <BirthdayList />
    </div>
  );
}
