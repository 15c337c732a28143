import { ApprovalListPage } from './ApprovalListPage';

export default function ApproveStaffPage() {
  return <ApprovalListPage kind="staff" />;
}
