import { Route, Routes } from 'react-router-dom';
import { SectionNav } from '@portolan/sdk';
import { ReportCatalogue } from './ReportCatalogue';
import { ReportPage } from './ReportPage';
import { SavedViewsList } from './SavedViewsList';
import { SchedulesList } from './SchedulesList';

const BASE = '/reports';
const SECTIONS = [
  { to: BASE, title: 'Reports', end: true },
  { to: `${BASE}/views`, title: 'Saved views' },
  { to: `${BASE}/schedules`, title: 'Schedules' },
];

/** `/reports/…`: the report catalogue of every area, a report as a full page, saved views and scheduled reports. */
export default function ReportsScreens() {
  return (
    <div>
      <SectionNav label="Reports sections" sections={SECTIONS} />
      <Routes>
        <Route path={`${BASE}/views`} element={<SavedViewsList base={BASE} />} />
        <Route path={`${BASE}/schedules`} element={<SchedulesList base={BASE} />} />
        <Route path={`${BASE}/:name`} element={<ReportPage key="report" base={BASE} />} />
        <Route path="*" element={<ReportCatalogue base={BASE} />} />
      </Routes>
    </div>
  );
}
