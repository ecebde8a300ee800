import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@blueprintjs/core';
import { SectionNav } from '@portolan/sdk';

const ChaList = lazy(() => import('./ChaList'));
const ScorecardsScreen = lazy(() => import('./ScorecardsScreen'));
const ChaDetails = lazy(() => import('./ChaDetails'));

const SECTIONS = [
  { to: '/chas', title: 'Directory', end: true },
  { to: '/chas/scorecards', title: 'Scorecards' },
];

/** `/chas/…`: the directory of customs house agents, their scorecards, and one agent's details. */
export default function ChaScreens() {
  return (
    <div>
      <SectionNav label="Customs house agents sections" sections={SECTIONS} />
      <Suspense fallback={<Spinner size={30} aria-label="Loading" />}>
        <Routes>
          <Route path="/chas/scorecards" element={<ScorecardsScreen />} />
          <Route path="/chas/:id" element={<ChaDetails />} />
          <Route path="*" element={<ChaList />} />
        </Routes>
      </Suspense>
    </div>
  );
}
