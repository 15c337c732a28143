import { UsersList } from './UsersList';

/** /user-has-genius-emails (§2): the users whose main email is the product mailbox, beside their sign-in address. */
export default function ProductEmailUsersPage() {
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Users with Genius Email</h1>
      </div>
      <UsersList hasProductEmail />
    </div>
  );
}
