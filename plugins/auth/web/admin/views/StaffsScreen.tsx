import { UsersPanel } from './UsersPanel';
import './admin.css';

/** /staffs — the company's users and their roles. */
export default function StaffsScreen() {
  return (
    <main className="pt-admin" aria-labelledby="pt-staffs-title">
      <h2 id="pt-staffs-title" className="pt-admin__title">Users and roles</h2>
      <UsersPanel />
    </main>
  );
}
