import { ApprovalDetailPage } from './ApprovalDetailPage';

export default function ApproveFranchiseOwnerDetailPage() {
  return <ApprovalDetailPage kind="franchise-owner" />;
}
