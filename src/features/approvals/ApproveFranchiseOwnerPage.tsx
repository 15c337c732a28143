import { ApprovalListPage } from './ApprovalListPage';

export default function ApproveFranchiseOwnerPage() {
  return <ApprovalListPage kind="franchise-owner" />;
}
