import { CompaniesPanel } from './CompaniesPanel';
import './admin.css';

/** /shippers — companies: all of them for a platform admin, the caller's own otherwise. */
export default function ShippersScreen() {
  return (
    <main className="pt-admin" aria-labelledby="pt-shippers-title">
      <h2 id="pt-shippers-title" className="pt-admin__title">Companies</h2>
      <CompaniesPanel />
    </main>
  );
}
