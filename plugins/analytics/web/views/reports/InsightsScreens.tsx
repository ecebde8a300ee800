import { Route, Routes } from 'react-router-dom';
import { REPORT_DRILL_PATH, SectionNav } from '@portolan/sdk';
import { DrillList } from './DrillList';
import { ReportCatalogue } from './ReportCatalogue';
import { ReportPage } from './ReportPage';

const BASE = '/insights/v2';
const SECTIONS = [
  { to: BASE, title: 'Reports', end: true },
  { to: '/reports/views', title: 'Saved views' },
  { to: '/reports/schedules', title: 'Schedules' },
];

/**
 * `/insights/v2/…`: the same report screens as `/reports` (the catalogue, a report as a full page) and the
 * drill list of shipments behind any report's bar or point (`/insights/v2/shipments`).
 */
export default function InsightsScreens() {
  return (
    <div>
      <SectionNav label="Reports sections" sections={SECTIONS} />
      <Routes>
        <Route path={REPORT_DRILL_PATH} element={<DrillList />} />
        <Route path={`${BASE}/:name`} element={<ReportPage key="report" base={BASE} />} />
        <Route path="*" element={<ReportCatalogue base={BASE} />} />
      </Routes>
    </div>
  );
}
