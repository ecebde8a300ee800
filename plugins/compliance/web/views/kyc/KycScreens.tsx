import { observer } from 'mobx-react-lite';
import { Route, Routes } from 'react-router-dom';
import { SectionNav, Session, useService } from '@portolan/sdk';
import { KycOverviewScreen } from './KycOverviewScreen';
import { KycReviewsScreen } from './KycReviewsScreen';

/** `/kyc` (the company's KYC documents) and `/kyc/reviews` (a platform administrator's review queue). */
const KycScreens = observer(function KycScreens() {
  const session = useService(Session);
  const admin = Boolean(session.user?.isPlatformAdmin);
  return (
    <div>
      {admin && (
        <SectionNav
          label="KYC sections"
          sections={[
            { to: '/kyc', title: 'Our documents', end: true },
            { to: '/kyc/reviews', title: 'Reviews' },
          ]}
        />
      )}
      <Routes>
        <Route path="/kyc/reviews" element={<KycReviewsScreen />} />
        <Route path="*" element={<KycOverviewScreen />} />
      </Routes>
    </div>
  );
});

export default KycScreens;
