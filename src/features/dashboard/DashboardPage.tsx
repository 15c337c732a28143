import { GUARDS } from '../../../domain/access';
import { dashboardCountsFor } from '../../../domain/dashboard';
import { accessSubject } from '../../../domain/session';
import { useCurrentSession } from '../../app/session-context';
import { StatsCards } from '../../ui/StatsCards';
import { BirthdayList } from './BirthdayList';
import { CountTiles } from './CountTiles';
import { ListingStatusCard } from './ListingStatusCard';

/**
 * The landing screen of every role (issue 19): a greeting, the counts the
 * role works from (each opening its list, filtered), the listings by status
 * and the top listings for those who work listings, and this week's birthdays.
 */
export default function DashboardPage() {
  const session = useCurrentSession();
  const subject = accessSubject(session);
  const isHQ = GUARDS.hq(subject);
  const tiles = dashboardCountsFor(subject);
  const worksListings = GUARDS.listingViewer(subject);
  return (
    <div className="page dashboard">
      <h1 className="page-title">Hello, {session.nickName}</h1>
      <p className="page-subtitle">Here is what is happening this week.</p>
      {tiles.length > 0 && <CountTiles tiles={tiles} isHQ={isHQ} />}
      {worksListings && <ListingStatusCard isHQ={isHQ} />}
      <BirthdayList />
      {worksListings && <StatsCards isHQ={isHQ} />}
    </div>
  );
}
