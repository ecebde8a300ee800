import { observer } from 'mobx-react-lite';
import { NavLink, Route, Routes } from 'react-router-dom';
import { Classes } from '@blueprintjs/core';
import { Session, useService } from '@portolan/sdk';
import { KycOverviewScreen } from './KycOverviewScreen';
import { KycReviewsScreen } from './KycReviewsScreen';

/** `/kyc` (the company's KYC documents) and `/kyc/reviews` (a platform administrator's review queue). */
const KycScreens = observer(function KycScreens() {
  const session = useService(Session);
  const admin = Boolean(session.user?.isPlatformAdmin);
  const link = ({ isActive }: { isActive: boolean }) => `${Classes.BUTTON} ${Classes.MINIMAL} ${Classes.SMALL}${isActive ? ` ${Classes.ACTIVE}` : ''}`;
  return (
    <div>
      {admin && (
        <nav aria-label="KYC sections" style={{ display: 'flex', gap: 4, borderBottom: '1px solid #d3d8de', marginBottom: 8 }}>
          <NavLink to="/kyc" end className={link}>
            Our documents
          </NavLink>
          <NavLink to="/kyc/reviews" className={link}>
            Reviews
          </NavLink>
        </nav>
      )}
      <Routes>
        <Route path="/kyc/reviews" element={<KycReviewsScreen />} />
        <Route path="*" element={<KycOverviewScreen />} />
      </Routes>
    </div>
  );
});

export default KycScreens;
