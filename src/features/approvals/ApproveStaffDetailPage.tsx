import { ApprovalDetailPage } from './ApprovalDetailPage';

export default function ApproveStaffDetailPage() {
  return <ApprovalDetailPage kind="staff" />;
}
