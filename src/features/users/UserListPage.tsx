import { Link } from 'wouter';
import { ADD_USER_PATH } from './user-display';
import { UsersList } from './UsersList';

/** /users (§2): the Super Admin's users with 'Add User'. */
export default function UserListPage() {
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Manage User</h1>
        <Link href={ADD_USER_PATH} className="p-button">
          Add User
        </Link>
      </div>
      <UsersList />
    </div>
  );
}
